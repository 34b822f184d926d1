import type { DictSeed } from '../data/dictionaries';

/** Dictionaries the declared finance and payment pages' enum columns name. */
export const FINANCE_DICTIONARIES: readonly DictSeed[] = [];
