import { useTranslation } from 'react-i18next';
import type { CashflowGrain } from '../../../shared/dashboard/cashflow';
import { formatMoney } from '../../../shared/format/money';
import { FigureCard } from '../../components/figures/FigureCard';
import { FigureGrid } from '../../components/figures/FigureGrid';
import { cents, difference, type ForecastTotals } from './forecast-view';
import styles from './Cashflow.module.css';

interface Props {
  currency: string;
  grain: CashflowGrain;
  totals: ForecastTotals;
  /** The totals without the what-if, while one is active. */
  base: ForecastTotals | null;
  loading: boolean;
}

/** Which way is good for the business: more cash in is good, more owed or overdue is not. */
const FIGURES: { key: keyof ForecastTotals; more: 'good' | 'bad' }[] = [
  { key: 'collections', more: 'good' },
  { key: 'runRate', more: 'good' },
  { key: 'repayments', more: 'bad' },
  { key: 'net', more: 'good' },
  { key: 'closing', more: 'good' },
  { key: 'overdue', more: 'bad' },
];

/** The horizon's summary: one card per total, each compared with the plain forecast under a what-if. */
export function CashflowFigures({ currency, grain, totals, base, loading }: Props) {
  const { t } = useTranslation();
  const money = (value: string) => `${currency} ${formatMoney(value, currency)}`;
  const horizon = t(
    grain === 'week' ? 'cashflow.figure.horizon_week' : 'cashflow.figure.horizon_month',
  );

  return (
    <FigureGrid label={t('cashflow.title')} minCardWidth="17rem" testId="cashflow-figures">
      {FIGURES.map(({ key, more }) => {
        let previous = null;
        if (base) {
          const diff = difference(totals[key], base[key]);
          const sign = cents(diff);
          previous =
            sign === 0n
              ? { text: t('cashflow.figure.unchanged'), direction: 'flat' as const, good: true }
              : {
                  text: t('cashflow.figure.versus', {
                    diff: `${sign > 0n ? '+' : ''}${formatMoney(diff, currency)}`,
                  }),
                  direction: sign > 0n ? ('up' as const) : ('down' as const),
                  good: sign > 0n === (more === 'good'),
                };
        }
        return (
          // The exact figure rides on the wrapper, for tests and for whoever reads the page's DOM.
          <div
            key={key}
            className={styles.figure}
            data-testid={`cashflow-figure-${key}`}
            data-value={totals[key]}
          >
            <FigureCard
              label={t(`cashflow.figure.${key}`)}
              value={money(totals[key])}
              hint={
                key === 'overdue'
                  ? t('cashflow.figure.overdue_hint')
                  : key === 'runRate'
                    ? t('cashflow.figure.runRate_hint')
                    : horizon
              }
              previous={previous}
              loading={loading}
            />
          </div>
        );
      })}
    </FigureGrid>
  );
}
