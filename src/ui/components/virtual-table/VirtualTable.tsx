import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import styles from './VirtualTable.module.css';
import { createScrollController } from './scroll-controller';
import { rowWindow, scrollHeight } from './scroll-geometry';
import type { SortState, VirtualColumn } from './types';
import { VirtualTableHeader } from './VirtualTableHeader';
import { VirtualTableRow } from './VirtualTableRow';

export interface VirtualTableProps<Row> {
  columns: readonly VirtualColumn<Row>[];
  /** Rows in the whole view; null while unknown (first answer pending). */
  rowCount: number | null;
  getRow(index: number): Row | undefined;
  /** The rows drawn now (overscan included): fetch these. */
  onRangeChange(start: number, end: number): void;
  /** Changing it scrolls back to the first row (a new query). */
  resetKey: string;
  sort?: SortState | null;
  onSort?: (field: string) => void;
  sortLabel: (column: VirtualColumn<Row>) => string;
  label: string;
  emptyText: string;
  loadingText: string;
  /** CSS height of the scrolling body (header included). */
  height?: number | string;
  rowHeight?: number;
  bodyTestId?: string;
}

const HEADER_HEIGHT = 40;
const OVERSCAN = 6;

/**
 * A table that draws only the rows in view (plus a few), for views of any length: the spacer
 * gives the scrollbar its length (squeezed past 10M px, see scroll-geometry.ts) and one layer of
 * rows follows the scroll position.
 */
export function VirtualTable<Row>(props: VirtualTableProps<Row>) {
  const { columns, getRow, onRangeChange, resetKey } = props;
  const rowHeight = props.rowHeight ?? 34;
  const rowCount = props.rowCount ?? 0;
  const [controller] = useState(() => createScrollController(rowHeight, HEADER_HEIGHT));
  const scroll = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      if (element) return controller.attach(element);
    },
    [controller],
  );

  useEffect(() => controller.setRowCount(rowCount), [controller, rowCount]);
  useEffect(() => controller.reset(), [controller, resetKey]);

  const geometry = { rowCount, rowHeight, viewportHeight: scroll.viewportHeight };
  const view = rowWindow(scroll.offset, geometry, OVERSCAN);
  // Before the viewport is measured, still ask for a first screenful.
  const wantEnd = scroll.viewportHeight > 0 ? view.end : view.start + 50;
  useEffect(() => onRangeChange(view.start, wantEnd), [onRangeChange, view.start, wantEnd]);

  const width = columns.reduce((sum, column) => sum + column.width, 0);
  const layerTop = scroll.scrollTop - view.intra - (view.first - view.start) * rowHeight;
  const indexes = Array.from({ length: view.end - view.start }, (_, i) => view.start + i);

  return (
    // The focusable scroller is a region around the table, not inside it: a table may own only
    // row groups and rows (axe: aria-required-children), and the empty/loading note is no row.
    <div className={styles.table}>
      <div
        ref={attach}
        tabIndex={0}
        role="region"
        aria-label={props.label}
        data-testid={props.bodyTestId}
        className={styles.scroller}
        style={{ height: props.height ?? 480 }}
      >
        <div
          role="table"
          aria-label={props.label}
          aria-rowcount={rowCount}
          style={{ width, minWidth: '100%' }}
        >
          <VirtualTableHeader
            columns={columns}
            height={HEADER_HEIGHT}
            sort={props.sort ?? null}
            onSort={props.onSort}
            sortLabel={props.sortLabel}
          />
          <div
            role="rowgroup"
            className={styles.spacer}
            style={{ height: scrollHeight(geometry), width }}
          >
            <div className={styles.layer} style={{ transform: `translateY(${layerTop}px)` }}>
              {indexes.map((index) => (
                <VirtualTableRow
                  key={index}
                  index={index}
                  row={getRow(index)}
                  columns={columns}
                  height={rowHeight}
                />
              ))}
            </div>
          </div>
        </div>
        {rowCount === 0 && (
          <div className={styles.note} role="status">
            {props.rowCount === null ? props.loadingText : props.emptyText}
          </div>
        )}
      </div>
    </div>
  );
}
