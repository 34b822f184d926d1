import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import type { BuyerRow } from '../../../../shared/dashboard/ar-dashboard';
import { formatCalendarDate } from '../../../../shared/format/date';
import { session } from '../../../state/core-state';
import type { PageQuery } from '../page-query';
import type { UpdateQuery } from '../use-page-query';
import { withBuyers, withCurrencies, withoutCrossFilters, withRange } from './cross-filter';
import styles from './Dashboard.module.css';

interface Props {
  query: PageQuery;
  buyers: readonly BuyerRow[];
  update: UpdateQuery;
}

interface Chip {
  key: string;
  label: string;
  /** The data part (a name, a code, dates), kept from translation. */
  value: string;
  /** How the clear button names the chip: codes, not names, so its label stays in the user's language. */
  short: string;
  clear(query: PageQuery): PageQuery;
}

/**
 * The cross-filter as chips: buyer, dates, currency, each with its own clear button and one to
 * clear them all. Each clear pushes a history entry, as choosing did, so Back brings it back.
 */
export function FilterChips({ query, buyers, update }: Props) {
  useSignals();
  const { t } = useTranslation();
  const format = session.value?.timeFormat;
  const names = new Map(buyers.map((buyer) => [buyer.buyerCode, buyer.buyerName]));
  const chips: Chip[] = [];
  for (const code of query.enums.buyer) {
    const value = names.get(code) ?? code;
    chips.push({
      key: `buyer:${code}`,
      label: t('dashboard.chips.buyer'),
      value,
      short: code,
      clear: (q) =>
        withBuyers(
          q,
          q.enums.buyer.filter((c) => c !== code),
        ),
    });
  }
  if (query.from || query.to) {
    // An open end shows as "…": the range is inclusive and unbounded there.
    const from = query.from ? formatCalendarDate(query.from, format) : '…';
    const to = query.to ? formatCalendarDate(query.to, format) : '…';
    chips.push({
      key: 'range',
      label: t('dashboard.chips.range'),
      value: `${from} – ${to}`,
      short: `${from} – ${to}`,
      clear: (q) => withRange(q, '', ''),
    });
  }
  for (const currency of query.enums.currency) {
    chips.push({
      key: `currency:${currency}`,
      label: t('dashboard.chips.currency'),
      value: currency,
      short: currency,
      clear: (q) =>
        withCurrencies(
          q,
          q.enums.currency.filter((c) => c !== currency),
        ),
    });
  }
  if (chips.length === 0) return null;

  return (
    <div className={styles.chips} role="group" aria-label={t('dashboard.chips.label')}>
      {chips.map((chip) => (
        <span
          key={chip.key}
          className={styles.chip}
          data-testid="dashboard-chip"
          data-chip={chip.key}
        >
          <span>
            {chip.label} <span translate="no">{chip.value}</span>
          </span>
          <button
            type="button"
            className={styles.chipClear}
            aria-label={t('dashboard.chips.clear', { chip: `${chip.label} ${chip.short}` })}
            title={t('dashboard.chips.clear', { chip: `${chip.label} ${chip.short}` })}
            onClick={() => update(chip.clear, true)}
          >
            <i className="pi pi-times" aria-hidden="true" />
          </button>
        </span>
      ))}
      <Button
        type="button"
        label={t('dashboard.chips.clear_all')}
        icon="pi pi-filter-slash"
        size="small"
        text
        onClick={() => update(withoutCrossFilters, true)}
        data-testid="dashboard-chips-clear"
      />
    </div>
  );
}
