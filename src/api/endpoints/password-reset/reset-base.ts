/** Password reset lives beside sign-in, in the auth centre (paths ours: the spec lists none). */
export const RESET_BASE = '/api/{product}-auth-center/passwordReset';
