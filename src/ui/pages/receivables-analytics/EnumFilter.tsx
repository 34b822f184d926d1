import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MultiSelect } from 'primereact/multiselect';
import type { DatasetId } from '../../../shared/receivables/datasets';
import type { ViewFilter } from '../../../shared/receivables/view-types';
import { useCore } from '../../core/use-core';
import type { EnumFilterSpec } from './dataset-filters';
import { formatCount } from './format-count';
import { useOptionCounts } from './use-option-counts';
import { TRANSLATED_FIELDS, valueLabeller } from './value-labels';
import { filtersExcept } from './view-query';
import styles from './ReceivablesAnalytics.module.css';

interface Props {
  dataset: DatasetId;
  spec: EnumFilterSpec;
  selected: readonly string[];
  filters: readonly ViewFilter[];
  onChange(values: string[]): void;
}

interface Item {
  value: string;
  label: string;
  count: number | null;
  /** A value as entered (a buyer's name), not a translated code. */
  data: boolean;
}

const itemTemplate = (item: Item) => (
  <span className={styles.option}>
    <span translate={item.data ? 'no' : undefined}>{item.label}</span>
    {item.count !== null && <span className={styles.optionCount}>{formatCount(item.count)}</span>}
  </span>
);

/** A multi-select of a column's values, each with how many rows the other filters leave it. */
export function EnumFilter({ dataset, spec, selected, filters, onChange }: Props) {
  const { t } = useTranslation();
  const core = useCore();
  const [open, setOpen] = useState(false);
  const others = useMemo(() => filtersExcept(filters, spec.field), [filters, spec.field]);
  const { options, loading } = useOptionCounts(core, dataset, spec.field, others, open);
  const title = t(`receivables.filter.${spec.param}`);

  const items = useMemo(() => {
    const label = valueLabeller(t);
    const list: Item[] = options
      .filter((option) => option.value !== null && option.value !== '')
      .map((option) => ({
        value: String(option.value),
        label: label(spec.field, option.value),
        count: option.count,
        data: !TRANSLATED_FIELDS.has(spec.field),
      }));
    // A value chosen earlier (or from a bookmark) stays visible while the list loads.
    const listed = new Set(list.map((item) => item.value));
    for (const value of selected) {
      if (!listed.has(value))
        list.push({
          value,
          label: label(spec.field, value),
          count: null,
          data: !TRANSLATED_FIELDS.has(spec.field),
        });
    }
    return list;
  }, [options, selected, spec.field, t]);

  return (
    <label className={styles.filter}>
      <span className={styles.filterLabel}>{title}</span>
      <MultiSelect
        data-testid={`filter-${spec.param}`}
        aria-label={title}
        className={styles.multiSelect}
        value={[...selected]}
        options={items}
        optionLabel="label"
        optionValue="value"
        itemTemplate={itemTemplate}
        onChange={(event) => onChange(event.value as string[])}
        onShow={() => setOpen(true)}
        onHide={() => setOpen(false)}
        loading={loading}
        filter={items.length > 8}
        placeholder={title}
        maxSelectedLabels={2}
        selectedItemsLabel={t('receivables.filter.selected')}
        emptyMessage={t('receivables.filter.no_options')}
        showClear
        virtualScrollerOptions={items.length > 60 ? { itemSize: 38 } : undefined}
      />
    </label>
  );
}
