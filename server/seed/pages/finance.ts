import type { PageSeed } from './page-seed';

export const financeSeeds: readonly PageSeed[] = [];
