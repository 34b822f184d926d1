import type { PageDeclaration } from './types';

/** A column preference (spec 000 §3): default all visible, sequence 0. */
export interface ColumnPreference {
  key: string;
  title: string;
  checked: boolean;
  seq: number;
}

/** Defaults straight from the declaration; `hiddenByDefault` columns start unchecked. */
export function defaultColumnPreferences(declaration: PageDeclaration): ColumnPreference[] {
  return declaration.columns.map((c) => ({
    key: c.key,
    title: c.titleKey,
    checked: !c.hiddenByDefault,
    seq: 0,
  }));
}

/** Visible keys in order: by seq, then declaration order (stable sort keeps ties). */
export function visibleColumnKeys(preferences: readonly ColumnPreference[]): string[] {
  return [...preferences]
    .filter((p) => p.checked)
    .sort((a, b) => a.seq - b.seq)
    .map((p) => p.key);
}
