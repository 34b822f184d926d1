import { useTranslation } from 'react-i18next';
import type { DatasetSpec } from '../../../shared/receivables/datasets';
import type { ViewWindow } from '../../../shared/receivables/view-types';
import { formatMoney } from '../../../shared/format/money';
import { translateKey } from '../../core/error-text';
import { formatCount } from './format-count';
import styles from './ReceivablesAnalytics.module.css';

interface Props {
  spec: DatasetSpec;
  total: number | null;
  sums: ViewWindow['sums'] | undefined;
}

/** Rows matching the filters and, per currency, the sums of the dataset's amount columns. */
export function TotalsLine({ spec, total, sums }: Props) {
  const { t } = useTranslation();
  const currencies = Object.keys(sums ?? {}).sort();
  return (
    <div className={styles.totals}>
      <span data-testid="receivables-total" data-total={total ?? undefined}>
        {t('receivables.totals.rows', { rows: total === null ? '…' : formatCount(total) })}
      </span>
      <span className={styles.sumsTitle}>{t('receivables.totals.sums')}</span>
      <ul data-testid="receivables-sums" className={styles.sums}>
        {currencies.length === 0 && <li>{t('receivables.totals.none')}</li>}
        {currencies.map((currency) => (
          <li key={currency} data-currency={currency}>
            <strong>{currency}</strong>
            {spec.sumBy.map((field) => {
              const column = spec.columns.find((c) => c.name === field);
              return (
                <span key={field} data-field={field}>
                  {column ? translateKey(t, column.label, field) : field}{' '}
                  {formatMoney(sums?.[currency]?.[field] ?? '0', currency)}
                </span>
              );
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
