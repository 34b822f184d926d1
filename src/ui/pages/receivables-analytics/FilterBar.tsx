import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import type { ViewFilter } from '../../../shared/receivables/view-types';
import { translateKey } from '../../core/error-text';
import { numberInputOptions } from '../../../shared/format/number-input/options';
import { AmountFilter } from './AmountFilter';
import { amountRange, MIN_AMOUNT_OPTIONS, raiseMaxToMin } from './amount-range';
import { DATASET_FILTERS } from './dataset-filters';
import { EnumFilter } from './EnumFilter';
import { emptyPageQuery, type PageQuery } from './page-query';
import { TextFilter } from './TextFilter';
import type { UpdateQuery } from './use-page-query';
import styles from './ReceivablesAnalytics.module.css';

const same = (query: PageQuery) => query;

interface Props {
  query: PageQuery;
  filters: readonly ViewFilter[];
  update: UpdateQuery;
  onClear(): void;
  dates: { min: string; max: string };
}

/** The active dataset's filters; every change goes to the URL, and the rows follow it. */
export const FilterBar = memo(function FilterBar({
  query,
  filters,
  update,
  onClear,
  dates,
}: Props) {
  const { t } = useTranslation();
  const spec = DATASET_FILTERS[query.tab];
  const dateColumn = translateKey(t, `receivables.column.${spec.dateField}`, spec.dateField);
  const set = (patch: Partial<PageQuery>) => update((current) => ({ ...current, ...patch }));

  return (
    <div className={styles.filterBar} role="search">
      <TextFilter
        testId="filter-invoice"
        label={t('receivables.filter.invoice')}
        placeholder={t('receivables.filter.invoice_hint')}
        value={query.invoice}
        onCommit={(invoice) => set({ invoice })}
        width={220}
      />
      {spec.enums.map((enumSpec) => (
        <EnumFilter
          key={enumSpec.param}
          dataset={query.tab}
          spec={enumSpec}
          selected={query.enums[enumSpec.param]}
          filters={filters}
          onChange={(values) =>
            update((current) => ({
              ...current,
              enums: { ...current.enums, [enumSpec.param]: values },
            }))
          }
        />
      ))}
      <TextFilter
        testId="filter-from"
        type="date"
        label={t('receivables.filter.date_from', { column: dateColumn })}
        value={query.from}
        onCommit={(from) => set({ from })}
        min={dates.min}
        max={query.to || dates.max}
      />
      <TextFilter
        testId="filter-to"
        type="date"
        label={t('receivables.filter.date_to', { column: dateColumn })}
        value={query.to}
        onCommit={(to) => set({ to })}
        min={query.from || dates.min}
        max={dates.max}
      />
      <AmountFilter
        testId="filter-min"
        label={t('receivables.filter.min')}
        value={query.min}
        options={MIN_AMOUNT_OPTIONS}
        // Leaving the minimum raises a lower maximum in the same URL write: two writes in one
        // event overwrite each other.
        onCommit={(min, leaving) =>
          update((current) => (leaving ? raiseMaxToMin : same)({ ...current, min }))
        }
      />
      <AmountFilter
        testId="filter-max"
        label={t('receivables.filter.max')}
        value={query.max}
        options={numberInputOptions({ min: amountRange(query.min, '').min ?? 0 })}
        // Its own clamp reads the rendered minimum; the write reads the URL's, which may be newer.
        onCommit={(max, leaving) =>
          update((current) => (leaving ? raiseMaxToMin : same)({ ...current, max }))
        }
      />
      <Button
        data-testid="filter-clear"
        className={styles.clear}
        label={t('receivables.filter.clear')}
        icon="pi pi-filter-slash"
        size="small"
        text
        onClick={() => {
          update((current) => ({ ...emptyPageQuery(current.tab), sort: current.sort }));
          onClear();
        }}
      />
    </div>
  );
});
