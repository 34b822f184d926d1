import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../../shared/page-declaration/table-columns';
import {
  addRows,
  batchAdd,
  batchRemove,
  checkable,
  removeRows,
  searchRows,
  type Row,
} from '../../../shared/screen/compose-selection';
import { ComposeCandidateTable } from './ComposeCandidateTable';
import { ComposeSelectedTable } from './ComposeSelectedTable';
import styles from './ComposeTable.module.css';

export interface ComposeTableProps<T extends Row> {
  /** The field that tells rows apart. */
  rowKey: string;
  columns: readonly TableColumn[];
  /** The rows that may be added (the upper table). */
  candidates: readonly T[];
  /** The rows chosen so far (the lower table); the host owns them. */
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  /** Opens a row's detail; without it the Detail action is not shown. */
  onDetail?: (row: T) => void;
  /**
   * Searches on the server: the host answers with new candidates. Without it the upper table
   * filters its candidates itself over the shown columns.
   */
  onSearch?: (query: string) => void;
  loading?: boolean;
}

type Warning = 'screen.compose.nothing_to_add' | 'screen.compose.nothing_to_delete';

/** Multi-select compose table (spec 001 §2): an upper "add" table and a lower "selected" one. */
export function ComposeTable<T extends Row>(props: ComposeTableProps<T>) {
  const { t } = useTranslation();
  const { rowKey, selected, onChange, onSearch } = props;
  const [query, setQuery] = useState('');
  const [upperChecked, setUpperChecked] = useState<T[]>([]);
  const [lowerChecked, setLowerChecked] = useState<T[]>([]);
  const [warning, setWarning] = useState<Warning | null>(null);
  // The tables' row buttons may keep the handler of an earlier render (PrimeReact reuses row
  // cells): they read the selection here, or a second Add would drop the first.
  const latest = useRef(selected);
  useEffect(() => {
    latest.current = selected;
  }, [selected]);

  const shownCandidates = onSearch
    ? [...props.candidates]
    : searchRows(
        props.candidates,
        props.columns.map((c) => c.key),
        query,
      );

  const search = (text: string) => {
    setQuery(text);
    onSearch?.(text);
  };
  const addOne = (row: T) => {
    setWarning(null);
    onChange(addRows(latest.current, [row], rowKey).selected);
  };
  const removeOne = (row: T) => {
    setWarning(null);
    setLowerChecked((checked) => removeRows(checked, [row], rowKey));
    onChange(removeRows(latest.current, [row], rowKey));
  };
  const addChecked = () => {
    const result = batchAdd(selected, checkable(upperChecked, selected, rowKey), rowKey);
    if (result.kind === 'nothing-checked') return setWarning('screen.compose.nothing_to_add');
    setWarning(null);
    setUpperChecked([]);
    onChange(result.selected);
  };
  const removeChecked = () => {
    const result = batchRemove(selected, lowerChecked, rowKey);
    if (result.kind === 'nothing-checked') return setWarning('screen.compose.nothing_to_delete');
    setWarning(null);
    setLowerChecked([]);
    onChange(result.selected);
  };

  return (
    <div className={styles.compose} data-testid="compose-table">
      <ComposeCandidateTable
        rowKey={rowKey}
        columns={props.columns}
        rows={shownCandidates}
        selected={selected}
        checked={upperChecked}
        onChecked={setUpperChecked}
        onSearch={search}
        onAdd={addOne}
        onBatchAdd={addChecked}
        onDetail={props.onDetail}
        loading={props.loading ?? false}
      />
      {warning && (
        <p role="alert" className={styles.warning}>
          {t(warning)}
        </p>
      )}
      <ComposeSelectedTable
        rowKey={rowKey}
        columns={props.columns}
        rows={selected}
        checked={lowerChecked}
        onChecked={setLowerChecked}
        onDelete={removeOne}
        onBatchDelete={removeChecked}
        onDetail={props.onDetail}
      />
    </div>
  );
}
