/**
 * The shape of a dictionary seed and the helper that spells a group. A module of its own (no
 * imports) because both the base dictionaries and the page groups' dictionaries use it, and the
 * base list gathers the groups: a shared home keeps that free of a module cycle.
 */
export interface DictSeed {
  grp: string;
  dicKey: string;
  enValue: string;
  cnValue: string;
  description?: string;
}

export type Entry = readonly [
  dicKey: string,
  enValue: string,
  cnValue: string,
  description?: string,
];

export const dictGroup = (grp: string, entries: readonly Entry[]): DictSeed[] =>
  entries.map(([dicKey, enValue, cnValue, description]) => ({
    grp,
    dicKey,
    enValue,
    cnValue,
    ...(description === undefined ? {} : { description }),
  }));
