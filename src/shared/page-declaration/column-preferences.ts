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

/** Preferences in their shown order: by seq, then declaration order (stable sort keeps ties). */
export function orderedPreferences(preferences: readonly ColumnPreference[]): ColumnPreference[] {
  return [...preferences].sort((a, b) => a.seq - b.seq);
}

/** Visible keys in order: by seq, then declaration order. */
export function visibleColumnKeys(preferences: readonly ColumnPreference[]): string[] {
  return orderedPreferences(preferences)
    .filter((p) => p.checked)
    .map((p) => p.key);
}

/** The preference key of a table: one JSON value per user (the server keys it by user) and page. */
export const columnPreferenceKey = (pageId: string): string => `columns:${pageId}`;

/** localStorage key of the hidden-keys copy of a page (read before the server answers). */
export const hiddenKeysStorageKey = (pageId: string): string => `scf.columns.hidden:${pageId}`;

/**
 * Saved preferences over the declaration's defaults: saved columns keep their checked and
 * order; columns the declaration no longer has are dropped; new columns take their default
 * checked state and go last. Unreadable input gives the defaults. Seqs are renumbered 0..n-1
 * when anything was saved.
 */
export function mergeColumnPreferences(
  declaration: PageDeclaration,
  saved: unknown,
): ColumnPreference[] {
  const defaults = defaultColumnPreferences(declaration);
  if (!Array.isArray(saved)) return defaults;
  const byKey = new Map(defaults.map((d) => [d.key, d]));
  const seen = new Set<string>();
  const kept: ColumnPreference[] = [];
  saved.forEach((entry: unknown, index) => {
    if (typeof entry !== 'object' || entry === null) return;
    const { key, checked, seq } = entry as Record<string, unknown>;
    if (typeof key !== 'string' || seen.has(key)) return;
    const base = byKey.get(key);
    if (!base) return;
    seen.add(key);
    kept.push({
      ...base,
      checked: typeof checked === 'boolean' ? checked : base.checked,
      seq: typeof seq === 'number' && Number.isFinite(seq) ? seq : index,
    });
  });
  if (kept.length === 0) return defaults;
  const added = defaults.filter((d) => !seen.has(d.key));
  return renumber([...orderedPreferences(kept), ...added]);
}

/** Parses the saved JSON text; null or bad JSON gives the defaults. */
export function parseColumnPreferences(
  declaration: PageDeclaration,
  text: string | null,
): ColumnPreference[] {
  if (text === null) return defaultColumnPreferences(declaration);
  try {
    return mergeColumnPreferences(declaration, JSON.parse(text) as unknown);
  } catch {
    return defaultColumnPreferences(declaration);
  }
}

/** The defaults with the locally kept hidden keys applied (before the server answers). */
export function withHiddenKeys(
  declaration: PageDeclaration,
  hidden: readonly string[] | null,
): ColumnPreference[] {
  const defaults = defaultColumnPreferences(declaration);
  if (!hidden) return defaults;
  const set = new Set(hidden);
  return defaults.map((d) => ({ ...d, checked: !set.has(d.key) }));
}

export const hiddenKeys = (preferences: readonly ColumnPreference[]): string[] =>
  preferences.filter((p) => !p.checked).map((p) => p.key);

export function setChecked(
  preferences: readonly ColumnPreference[],
  key: string,
  checked: boolean,
): ColumnPreference[] {
  return preferences.map((p) => (p.key === key ? { ...p, checked } : p));
}

/** Moves a column from one shown position to another; seqs become the new positions. */
export function moveColumn(
  preferences: readonly ColumnPreference[],
  from: number,
  to: number,
): ColumnPreference[] {
  const ordered = orderedPreferences(preferences);
  if (from < 0 || from >= ordered.length || to < 0 || to >= ordered.length || from === to) {
    return renumber(ordered);
  }
  const [moved] = ordered.splice(from, 1);
  if (moved) ordered.splice(to, 0, moved);
  return renumber(ordered);
}

const renumber = (ordered: readonly ColumnPreference[]): ColumnPreference[] =>
  ordered.map((p, seq) => ({ ...p, seq }));
