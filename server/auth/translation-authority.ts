/**
 * Authority needed to change the portal's server-side texts. The texts are one store every
 * company's users read, so only a portal administrator holds it (in the demo seed: `supplier`).
 */
export const TRANSLATION_SAVE_AUTHORITY = 'system.translation.save';
