import { financeSeeds } from './finance';
import type { PageSeed } from './page-seed';
import { settlementSeeds } from './settlement';
import { tradeSeeds } from './trade';

/** Demo records of every declared page the record store serves. */
export const pageSeeds: readonly PageSeed[] = [...tradeSeeds, ...financeSeeds, ...settlementSeeds];
