/** The part of a DOM element the handlers read; real elements fit, and so do test fakes. */
export interface ElementLike {
  closest(selectors: string): ElementLike | null;
  getAttribute(name: string): string | null;
  readonly textContent: string | null;
  readonly cellIndex?: number;
  querySelector?(selectors: string): ElementLike | null;
  readonly children?: ArrayLike<ElementLike>;
}

export type UiActionType = 'button_click' | 'table_cell_click' | 'form_submit';
export type UiActionDetails = Record<string, string | number | null>;

export interface TrackingOptions {
  /** Usually `(type, details) => void core.analytics.track(type, details)`. */
  track(type: UiActionType, details: UiActionDetails): void;
  /** Where the delegated listeners sit; the document by default. */
  root?: EventTarget;
}

const BUTTON =
  'button, [role="button"], input[type="button"], input[type="submit"], input[type="reset"]';
const CELL = 'td, [role="gridcell"], [role="cell"]';
const TABLE = 'table, [role="grid"], [role="table"]';
/** `data-analytics="off"` on an element or an ancestor keeps its clicks out of analytics. */
const OPTED_OUT = '[data-analytics="off"]';
const NAME_MAX = 100;

const clean = (text: string | null | undefined): string | null => {
  const t = (text ?? '').replace(/\s+/g, ' ').trim();
  return t ? t.slice(0, NAME_MAX) : null;
};

/**
 * A button's accessible name, roughly: aria-label, else its text, else its title or value.
 * Names follow the UI language, so `data-analytics` (a stable key) is reported beside it.
 */
function accessibleName(el: ElementLike): string | null {
  return (
    clean(el.getAttribute('aria-label')) ??
    clean(el.textContent) ??
    clean(el.getAttribute('title')) ??
    clean(el.getAttribute('value'))
  );
}

/**
 * The column a cell is under: its own `data-analytics-column`, else the header text at the same
 * index. The cell's content is never reported: it holds amounts and company names.
 */
function columnOf(cell: ElementLike, table: ElementLike | null): string | null {
  const explicit = cell.getAttribute('data-analytics-column');
  if (explicit) return explicit;
  const index = cell.cellIndex;
  if (!table?.querySelector || index === undefined || index < 0) return null;
  const headerRow = table.querySelector('thead tr:last-child');
  return clean(headerRow?.children?.[index]?.textContent);
}

export function describeClick(
  target: ElementLike,
): { type: UiActionType; details: UiActionDetails } | null {
  if (target.closest(OPTED_OUT)) return null;
  const button = target.closest(BUTTON);
  if (button) {
    return {
      type: 'button_click',
      details: { name: accessibleName(button), key: button.getAttribute('data-analytics') },
    };
  }
  const cell = target.closest(CELL);
  if (cell) {
    const table = cell.closest(TABLE);
    return {
      type: 'table_cell_click',
      details: {
        table:
          table?.getAttribute('data-analytics') ??
          table?.getAttribute('aria-label') ??
          table?.getAttribute('id') ??
          null,
        column: columnOf(cell, table),
      },
    };
  }
  return null;
}

export function describeSubmit(form: ElementLike): UiActionDetails | null {
  if (form.closest(OPTED_OUT)) return null;
  return {
    form:
      form.getAttribute('data-analytics') ??
      form.getAttribute('name') ??
      form.getAttribute('id') ??
      clean(form.getAttribute('aria-label')),
  };
}

const asElement = (target: EventTarget | null): ElementLike | null =>
  target && typeof (target as Partial<ElementLike>).closest === 'function'
    ? (target as unknown as ElementLike)
    : null;

/**
 * One delegated click listener and one submit listener for the whole page, in the capture
 * phase so that a component stopping propagation does not hide its clicks. Chat messages and
 * the file uploader report their own actions through `core.analytics.track`.
 *
 * Returns the uninstaller.
 */
export function installTrackingHandlers(options: TrackingOptions): () => void {
  const root = options.root ?? globalThis.document;
  const onClick = (event: Event) => {
    const target = asElement(event.target);
    const action = target && describeClick(target);
    if (action) options.track(action.type, action.details);
  };
  const onSubmit = (event: Event) => {
    const form = asElement(event.target);
    const details = form && describeSubmit(form);
    if (details) options.track('form_submit', details);
  };
  root.addEventListener('click', onClick, { capture: true, passive: true });
  root.addEventListener('submit', onSubmit, { capture: true });
  return () => {
    root.removeEventListener('click', onClick, { capture: true });
    root.removeEventListener('submit', onSubmit, { capture: true });
  };
}
