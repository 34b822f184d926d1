import { flattenTextKeys } from '../../../src/shared/i18n/text-keys';
import { enUS } from '../../../src/ui/i18n/locales/en-US';

/**
 * The keys a saved translation may override: every text of the portal's bundled English
 * catalogue (the source of the UI's key types), flattened to dotted keys.
 */
export const CATALOGUE_KEYS: ReadonlySet<string> = new Set(flattenTextKeys(enUS));
