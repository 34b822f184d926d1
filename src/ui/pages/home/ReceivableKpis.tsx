import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FigureCard } from '../../components/figures/FigureCard';
import { FigureGrid } from '../../components/figures/FigureGrid';
import type { ArDashboard, CurrencyKpis, Kpi } from '../../../shared/dashboard/ar-dashboard';
import type { Loaded } from './use-home-overview';
import { moneyText } from './figure-text';
import { HomeSection } from './HomeSection';
import { HomeTable } from './HomeTable';
import styles from './HomePage.module.css';

type KpiKey = 'availableForFinance' | 'financingBalance' | 'repaymentDue7Days' | 'overdue';

/** The supplier's four receivables KPIs, as spec 000 §1 names them. */
const KPIS = [
  { key: 'availableForFinance', label: 'home.kpi.available' },
  { key: 'financingBalance', label: 'home.kpi.financing' },
  { key: 'repaymentDue7Days', label: 'home.kpi.due7' },
  { key: 'overdue', label: 'home.kpi.overdue' },
] as const satisfies readonly { key: KpiKey; label: string }[];

/** Exact comparison of two two-decimal strings (no float): -1, 0 or 1. */
function compare(a: string, b: string): number {
  const cents = (s: string) => BigInt(s.replace('.', ''));
  const d = cents(a) - cents(b);
  return d === 0n ? 0 : d > 0n ? 1 : -1;
}

const ARROW = ['pi pi-arrow-down-right', 'pi pi-minus', 'pi pi-arrow-up-right'] as const;

function KpiCell({ kpi, currency }: { kpi: Kpi; currency: string }) {
  const { t } = useTranslation();
  const previous =
    kpi.previous === null
      ? null
      : t('home.kpi.previous', { value: moneyText(currency, kpi.previous) });
  return (
    <td className={styles.number} translate="no">
      <Link
        to={`/dashboard/ar?currency=${encodeURIComponent(currency)}`}
        title={previous ?? undefined}
      >
        {moneyText(currency, kpi.value)}
      </Link>
      {kpi.previous !== null && (
        <i
          className={`${ARROW[compare(kpi.value, kpi.previous) + 1]} ${styles.trend}`}
          aria-label={previous ?? undefined}
          role="img"
        />
      )}
    </td>
  );
}

function Row({ kpis }: { kpis: CurrencyKpis }) {
  return (
    <tr data-currency={kpis.currency}>
      <th scope="row" translate="no">
        {kpis.currency}
      </th>
      {KPIS.map(({ key }) => (
        <KpiCell key={key} kpi={kpis[key]} currency={kpis.currency} />
      ))}
    </tr>
  );
}

/**
 * Per currency, never summed across currencies: one row each, since six currencies of four
 * amounts do not fit cards at 1280 px; each amount opens the dashboard in its currency.
 */
export function ReceivableKpis({ dashboard }: { dashboard: Loaded<ArDashboard> }) {
  const { t } = useTranslation();
  return (
    <HomeSection id="home-receivables" title={t('home.section.receivables')}>
      {dashboard.state === 'loading' && (
        <FigureGrid>
          {KPIS.map(({ key, label }) => (
            <FigureCard key={key} label={t(label)} value="" loading />
          ))}
        </FigureGrid>
      )}
      {dashboard.state === 'failed' && <p className={styles.note}>{t('home.kpi.unavailable')}</p>}
      {dashboard.state === 'ready' && (
        <HomeTable
          testId="home-kpis"
          columns={[
            { label: t('home.kpi.currency') },
            ...KPIS.map(({ label }) => ({ label: t(label), numeric: true })),
          ]}
        >
          {dashboard.value.kpis.map((k) => (
            <Row key={k.currency} kpis={k} />
          ))}
        </HomeTable>
      )}
    </HomeSection>
  );
}
