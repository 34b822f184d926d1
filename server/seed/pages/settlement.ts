import type { PageSeed } from './page-seed';

export const settlementSeeds: readonly PageSeed[] = [];
