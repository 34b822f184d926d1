import type { en } from '../../i18n/sections/bank-account';

/** A field label of the bank account texts (typed, so a wrong key fails to compile). */
export type AccountFieldKey = keyof typeof en.field;
