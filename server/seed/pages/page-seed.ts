import type { CompanySeed } from '../data/companies';

/** Demo records of one declared page: `count` per company, the i-th made by `row`. */
export interface PageSeed {
  pageId: string;
  /** Records per company; 36 (two pages of 20) when absent. */
  count?: number;
  /** The record's fields by declared key, its row key (`id`) included. */
  row: (company: CompanySeed, i: number) => Record<string, string | number | null>;
}
