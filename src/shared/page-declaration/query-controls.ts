import type { PageDeclaration, SearchControlType } from './types';

/** Query-form grid (spec 000 §9): 24 columns, span 8 (three per row), gutter 24 px. */
export const FORM_GRID = { columns: 24, defaultSpan: 8, gutter: 24 } as const;
/** The expand/collapse toggle appears only beyond this many controls (spec 000 §2). */
export const TOGGLE_THRESHOLD = 5;

export interface QueryControl {
  key: string;
  labelKey: string;
  control: SearchControlType;
  dictionary: string | null;
  span: number;
  /** The request fields it writes: `[key]`, or `[keyBegin, keyEnd]` for a date range. */
  fields: readonly string[];
}

export function queryControls(declaration: PageDeclaration): QueryControl[] {
  return declaration.searchFields.map((f) => ({
    key: f.key,
    labelKey: f.labelKey,
    control: f.control,
    dictionary: f.dictionary ?? null,
    span: f.span ?? FORM_GRID.defaultSpan,
    fields: f.control === 'dateRange' ? [`${f.key}Begin`, `${f.key}End`] : [f.key],
  }));
}

export const needsToggle = (controls: readonly QueryControl[]): boolean =>
  controls.length > TOGGLE_THRESHOLD;

/** Collapsed, the form shows the first row only (as many controls as fit in 24 columns). */
export function visibleControls(
  controls: readonly QueryControl[],
  expanded: boolean,
): QueryControl[] {
  if (expanded || !needsToggle(controls)) return [...controls];
  const shown: QueryControl[] = [];
  let used = 0;
  for (const c of controls) {
    if (used + c.span > FORM_GRID.columns) break;
    shown.push(c);
    used += c.span;
  }
  return shown;
}
