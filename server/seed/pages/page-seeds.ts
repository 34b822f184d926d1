import type { PageSeed } from './page-seed';
import { tradingSeeds } from './trading';

/** Demo records of every declared page the record store serves. */
export const pageSeeds: readonly PageSeed[] = [...tradingSeeds];
