import { useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { OverlayPanel } from 'primereact/overlaypanel';
import { ProgressSpinner } from 'primereact/progressspinner';
import type { TableColumn } from '../../../shared/page-declaration/table-columns';
import { translateKey } from '../../core/error-text';
import { dictLabel, type CellContext } from './cell-text';
import styles from './SearchList.module.css';

interface Props {
  column: TableColumn;
  /** The column's current filter value ('' when none). */
  value: string;
  context: CellContext;
  /** The column's distinct values under the other conditions (asked when the panel opens). */
  loadOptions: () => Promise<string[]>;
  onApply: (value: string) => void;
}

type Options = { status: 'loading' } | { status: 'ready'; values: string[] } | { status: 'failed' };

/** Lists beyond this many values scroll virtually (an option list may hold 20 000). */
const VIRTUAL_FROM = 100;

/**
 * A column's filter dropdown (spec 000 §4): opens with the current value; Query applies and
 * closes, Reset removes the filter and closes; an empty value counts as Reset. Text columns take
 * a typed value too; enum columns show dictionary labels.
 */
export function ColumnFilter({ column, value, context, loadOptions, onApply }: Props) {
  const { t } = useTranslation();
  const panel = useRef<OverlayPanel>(null);
  const [draft, setDraft] = useState(value);
  const [options, setOptions] = useState<Options>({ status: 'loading' });
  const title = translateKey(t, column.titleKey);
  const dictionary = column.type.kind === 'enum' ? column.type.dictionary : null;
  const label = (v: string) => (dictionary ? dictLabel(context, dictionary, v) : v);

  const open = (event: MouseEvent) => {
    // The header sorts on click; the filter button must not.
    event.stopPropagation();
    setDraft(value);
    setOptions({ status: 'loading' });
    panel.current?.toggle(event);
    loadOptions().then(
      (values) => setOptions({ status: 'ready', values }),
      () => setOptions({ status: 'failed' }),
    );
  };
  const apply = (next: string) => {
    panel.current?.hide();
    onApply(next.trim());
  };
  const values = options.status === 'ready' ? options.values : [];
  // The current value stays choosable even when the other conditions no longer produce it.
  const listed = value && !values.includes(value) ? [value, ...values] : values;

  return (
    <>
      <Button
        type="button"
        icon="pi pi-filter"
        text
        rounded
        size="small"
        className={value ? styles.filterActive : undefined}
        aria-label={t('search_list.column_filter', { column: title })}
        aria-pressed={value !== ''}
        data-column-filter={column.key}
        onClick={open}
      />
      <OverlayPanel ref={panel} onClick={(e) => e.stopPropagation()}>
        <div className={styles.columnFilter} data-testid={`column-filter-${column.key}`}>
          {options.status === 'loading' ? (
            <ProgressSpinner style={{ width: 24, height: 24 }} aria-busy="true" />
          ) : (
            <Dropdown
              value={draft}
              options={listed.map((v) => ({ label: label(v), value: v }))}
              onChange={(e: { value: unknown }) =>
                setDraft(typeof e.value === 'string' ? e.value : '')
              }
              editable={!dictionary}
              filter={listed.length > 10}
              showClear
              // Inside the panel: a list portalled to the body would count as a click outside it.
              appendTo="self"
              placeholder={t('search_list.column_filter_value')}
              aria-label={t('search_list.column_filter', { column: title })}
              virtualScrollerOptions={listed.length > VIRTUAL_FROM ? { itemSize: 36 } : undefined}
            />
          )}
          {options.status === 'failed' && (
            <small role="status">{t('search_list.column_filter_options_failed')}</small>
          )}
          <div className={styles.formButtons}>
            <Button
              type="button"
              outlined
              label={t('search_list.reset')}
              onClick={() => apply('')}
            />
            <Button type="button" label={t('search_list.query')} onClick={() => apply(draft)} />
          </div>
        </div>
      </OverlayPanel>
    </>
  );
}
