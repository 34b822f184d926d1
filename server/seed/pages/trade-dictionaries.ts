import type { DictSeed } from '../data/dictionaries';

/** Dictionaries the declared trading, confirmation, contract and overview pages' enum columns name. */
export const TRADE_DICTIONARIES: readonly DictSeed[] = [];
