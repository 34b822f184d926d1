import { useTranslation } from 'react-i18next';
import type { CurrencyKpis } from '../../../../shared/dashboard/ar-dashboard';
import { formatDecimal, formatMoney } from '../../../../shared/format/money';
import { FigureCard } from '../../../components/figures/FigureCard';
import { FigureGrid } from '../../../components/figures/FigureGrid';
import { formatCount } from '../format-count';
import { writePageQuery, type PageQuery } from '../page-query';
import { kpiTrend, type Better } from './trend';

interface Props {
  /** The figures of one currency: amounts are never added across currencies. */
  row: CurrencyKpis;
  query: PageQuery;
  /** Preview visitors read figures only: no links to rows they cannot see. */
  readOnly: boolean;
  /** The server was asked for the money cards only (ArDashboard.awaitingSync). */
  awaitingSync: boolean;
}

type MoneyKpi =
  'dueBalance' | 'overdue' | 'financingBalance' | 'repaymentDue7Days' | 'availableForFinance';

/** Which way each figure is welcome to move (the card colours its trend by it). */
const MONEY_KPIS: readonly { key: MoneyKpi; better: Better }[] = [
  { key: 'dueBalance', better: 'up' },
  { key: 'overdue', better: 'down' },
  { key: 'financingBalance', better: 'down' },
  { key: 'repaymentDue7Days', better: 'down' },
  { key: 'availableForFinance', better: 'up' },
];

/** The tables below, switched to the dataset behind a figure and filtered to its currency. */
function rowsLink(query: PageQuery, currency: string, tab: PageQuery['tab'], status?: string) {
  const params = writePageQuery({
    ...query,
    tab,
    sort: null,
    enums: {
      ...query.enums,
      currency: [currency],
      status: status ? [status] : [],
      reason: [],
    },
  });
  return `/dashboard/ar?${params.toString()}`;
}

function linkOf(key: MoneyKpi | 'dilutionRate', query: PageQuery, currency: string) {
  switch (key) {
    case 'dueBalance':
      return rowsLink(query, currency, 'dueBalance');
    case 'overdue':
      return rowsLink(query, currency, 'dueBalance', 'OVERDUE');
    case 'dilutionRate':
      return rowsLink(query, currency, 'dilution');
    case 'financingBalance':
    case 'repaymentDue7Days':
      return '/payment/financing';
    case 'availableForFinance':
      return undefined;
  }
}

/**
 * The key figures of one currency, three to a row so that eight-digit amounts are read whole;
 * the currency switch above them chooses which currency.
 */
export function KpiCards({ row, query, readOnly, awaitingSync }: Props) {
  const { t } = useTranslation();
  const money = (value: string, currency: string) => `${currency} ${formatMoney(value, currency)}`;

  return (
    <FigureGrid
      // Never narrower than a third of the row (the grid's gap is 1rem): without the side menu
      // (preview) four fitted, and six cards left a row of two under a row of four.
      minCardWidth="max(17rem, (100% - 2rem) / 3)"
      label={t('dashboard.kpi.group', { currency: row.currency })}
      testId={`kpi-row-${row.currency}`}
    >
      {MONEY_KPIS.map(({ key, better }) => {
        const trend = kpiTrend(row[key], row.currency, better);
        const to = readOnly ? undefined : linkOf(key, query, row.currency);
        return (
          <FigureCard
            key={key}
            testId={`kpi-${row.currency}-${key}`}
            label={t(`dashboard.kpi.${key}`)}
            value={money(row[key].value, row.currency)}
            hint={
              key === 'dueBalance' && !awaitingSync
                ? t('dashboard.kpi.receivables', { number: formatCount(row.receivableCount) })
                : undefined
            }
            previous={
              trend && {
                text:
                  trend.direction === 'flat'
                    ? t('dashboard.kpi.trend_flat')
                    : t('dashboard.kpi.trend', { change: trend.change }),
                direction: trend.direction,
                good: trend.good,
              }
            }
            {...(to ? { to } : {})}
          />
        );
      })}
      <FigureCard
        testId={`kpi-${row.currency}-dilutionRate`}
        label={t('dashboard.kpi.dilutionRate')}
        value={
          row.dilutionRate === null || awaitingSync
            ? '-'
            : `${formatDecimal(row.dilutionRate * 100, 2)}%`
        }
        hint={
          awaitingSync
            ? t('dashboard.kpi.awaiting_sync')
            : row.dilutionRate === null
              ? t('dashboard.kpi.no_invoiced')
              : t('dashboard.kpi.dilution_hint', {
                  dilution: money(row.dilutionAmount, row.currency),
                  invoiced: money(row.invoicedAmount, row.currency),
                })
        }
        {...(readOnly ? {} : { to: linkOf('dilutionRate', query, row.currency) })}
      />
    </FigureGrid>
  );
}
