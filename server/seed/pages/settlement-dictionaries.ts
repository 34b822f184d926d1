import type { DictSeed } from '../data/dictionaries';

/** Dictionaries the declared repayment, proof and report pages' enum columns name. */
export const SETTLEMENT_DICTIONARIES: readonly DictSeed[] = [];
