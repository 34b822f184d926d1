/**
 * Authority needed to change the portal's server-side texts. The texts are one store every
 * company's users read, so only the portal operator's translator holds it (in the demo seed: `translator`), never a
 * company user.
 */
export const TRANSLATION_SAVE_AUTHORITY = 'system.translation.save';
