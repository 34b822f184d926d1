import { useTranslation } from 'react-i18next';
import { Column } from 'primereact/column';
import { ColumnGroup } from 'primereact/columngroup';
import { DataTable, type DataTablePageEvent, type DataTableSortEvent } from 'primereact/datatable';
import { Row } from 'primereact/row';
import { Link } from 'react-router-dom';
import { PAGE_SIZES, type ListState } from '../../../shared/page-declaration/list-state';
import type { PageQueryResult } from '../../../shared/page-declaration/page-result';
import {
  SELECTION_COLUMN_WIDTH,
  isNumeric,
  type TableColumn,
} from '../../../shared/page-declaration/table-columns';
import { rowHref } from '../../../shared/page-declaration/row-href';
import type { Density } from './use-density';
import { cellText } from './cell-text';
import { ColumnFilter } from './ColumnFilter';
import { useCellContext } from './use-cell-context';
import { summaryText } from './summary-text';
import { translateKey } from '../../core/error-text';
import styles from './SearchList.module.css';

type Rec = Record<string, unknown>;

interface Props {
  columns: readonly TableColumn[];
  rowKey: string;
  result: PageQueryResult | null;
  loading: boolean;
  state: ListState;
  width: number;
  selectable: boolean;
  selection: Rec[];
  onSelection: (rows: Rec[]) => void;
  onPage: (page: number, size: number) => void;
  onSort: (field: string | null, desc: boolean) => void;
  /** Where a row's first cell links (its detail page), or null; a column's own link wins. */
  rowLink?: (row: Rec) => string | null;
  density: Density;
  /** What an empty table says (why it is empty); the common "No data" when absent. */
  emptyMessage?: string;
  /** A filterable column's options and what its filter's Query does. */
  columnFilter?: {
    valueOf: (key: string) => string;
    loadOptions: (key: string) => Promise<string[]>;
    onApply: (key: string, value: string) => void;
  };
}

/** A column's declared link for this row: its route with the row's id field, or null. */
function columnHref(column: TableColumn, row: Rec): string | null {
  if (!column.link) return null;
  const id = row[column.link.idField];
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  if (String(id) === '') return null;
  return rowHref(column.link.routeId, String(id));
}

/** Fixed width, so a long text is cut with an ellipsis instead of widening the column. */
const widthStyle = (width: number) => ({ width, minWidth: width, maxWidth: width });

const PAGINATOR =
  'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown JumpToPageInput CurrentPageReport';

/** The server-paged table: sizes 20/50/100, jumper, total label, zebra rows, summary row. */
export function ResultTable(props: Props) {
  const { t } = useTranslation();
  const { columns, result, state } = props;
  const context = useCellContext();
  const columnFilter = props.columnFilter;
  const hasSummary = columns.some((c) => c.summable);
  const footer = hasSummary ? (
    <ColumnGroup>
      <Row>
        {props.selectable && <Column footer="" frozen style={widthStyle(SELECTION_COLUMN_WIDTH)} />}
        {columns.map((c, i) => (
          <Column
            key={c.key}
            frozen={c.frozen !== undefined}
            alignFrozen={c.frozen ?? 'left'}
            style={widthStyle(c.width)}
            className={isNumeric(c.type) ? styles.numeric : undefined}
            footer={
              i === 0 && !c.summable ? (
                t('common.summary')
              ) : (
                <span data-sum={c.key}>{summaryText(c, result?.sums ?? [])}</span>
              )
            }
          />
        ))}
      </Row>
    </ColumnGroup>
  ) : undefined;

  return (
    <DataTable
      value={result?.rows ?? []}
      dataKey={props.rowKey}
      lazy
      loading={props.loading}
      // No rows, no pages: an empty list's paginator is only disabled controls (Lara light draws
      // the rows-per-page dropdown below AA contrast when disabled).
      paginator={(result?.total ?? 0) > 0}
      first={(state.page - 1) * state.size}
      rows={state.size}
      totalRecords={result?.total ?? 0}
      rowsPerPageOptions={[...PAGE_SIZES]}
      paginatorTemplate={PAGINATOR}
      currentPageReportTemplate={t('common.total', { total: result?.total ?? 0 })}
      onPage={(e: DataTablePageEvent) => props.onPage((e.page ?? 0) + 1, e.rows)}
      sortField={state.sort?.field ?? ''}
      sortOrder={state.sort ? (state.sort.desc ? -1 : 1) : 0}
      removableSort
      onSort={(e: DataTableSortEvent) =>
        props.onSort(e.sortOrder ? e.sortField : null, e.sortOrder === -1)
      }
      selectionMode={props.selectable ? 'checkbox' : null}
      selection={props.selection}
      onSelectionChange={(e: { value: unknown }) => props.onSelection(e.value as Rec[])}
      emptyMessage={props.emptyMessage ?? t('common.empty_data')}
      footerColumnGroup={footer}
      // Zebra stripes on odd rows (spec 000 §9): PrimeReact marks them `p-row-odd`.
      stripedRows
      scrollable
      tableStyle={{ minWidth: props.width }}
      size={props.density === 'compact' ? 'small' : 'normal'}
      className={`${styles.table} ${props.density === 'compact' ? styles.compact : styles.comfortable}`}
      data-density={props.density}
      data-testid="search-table"
    >
      {props.selectable && (
        <Column selectionMode="multiple" frozen style={widthStyle(SELECTION_COLUMN_WIDTH)} />
      )}
      {columns.map((c, index) => (
        <Column
          key={c.key}
          field={c.key}
          frozen={c.frozen !== undefined}
          alignFrozen={c.frozen ?? 'left'}
          header={
            c.filterable && columnFilter ? (
              <span className={styles.columnHeader}>
                <span className={styles.headerText} title={translateKey(t, c.titleKey)}>
                  {translateKey(t, c.titleKey)}
                </span>
                <ColumnFilter
                  column={c}
                  value={columnFilter.valueOf(c.key)}
                  context={context}
                  loadOptions={() => columnFilter.loadOptions(c.key)}
                  onApply={(value) => columnFilter.onApply(c.key, value)}
                />
              </span>
            ) : (
              <span className={styles.headerText} title={translateKey(t, c.titleKey)}>
                {translateKey(t, c.titleKey)}
              </span>
            )
          }
          sortable={c.sortable}
          style={widthStyle(c.width)}
          className={isNumeric(c.type) ? styles.numeric : undefined}
          body={(row: Rec) => {
            const text = cellText(c, row, context);
            const href = columnHref(c, row) ?? (index === 0 ? props.rowLink?.(row) : null);
            // The title carries the whole text of a cell its width cuts short. A text cell is
            // data (names, numbers, remarks as typed): never translated (docs/accessibility.md).
            return (
              <span
                data-field={c.key}
                className={styles.cell}
                title={text}
                translate={c.type.kind === 'text' ? 'no' : undefined}
              >
                {href ? <Link to={href}>{text}</Link> : text}
              </span>
            );
          }}
        />
      ))}
    </DataTable>
  );
}
