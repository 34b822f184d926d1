import { useTranslation } from 'react-i18next';
import { FigureCard, type FigureTrend } from '../../components/figures/FigureCard';
import { FigureGrid } from '../../components/figures/FigureGrid';
import type { ArDashboard, CurrencyKpis, Kpi } from '../../../shared/dashboard/ar-dashboard';
import type { Loaded } from './use-home-overview';
import { moneyText } from './figure-text';
import styles from './HomePage.module.css';

type KpiKey = 'availableForFinance' | 'financingBalance' | 'repaymentDue7Days' | 'overdue';

/** The supplier's four receivables KPIs; whether a rise is good decides the trend's colour. */
const KPIS = [
  { key: 'availableForFinance', label: 'home.kpi.available', riseIsGood: true },
  { key: 'financingBalance', label: 'home.kpi.financing', riseIsGood: false },
  { key: 'repaymentDue7Days', label: 'home.kpi.due7', riseIsGood: false },
  { key: 'overdue', label: 'home.kpi.overdue', riseIsGood: false },
] as const satisfies readonly { key: KpiKey; label: string; riseIsGood: boolean }[];

/** Exact comparison of two two-decimal strings (no float): -1, 0 or 1. */
function compare(a: string, b: string): number {
  const cents = (s: string) => BigInt(s.replace('.', ''));
  const d = cents(a) - cents(b);
  return d === 0n ? 0 : d > 0n ? 1 : -1;
}

function trendOf(
  kpi: Kpi,
  riseIsGood: boolean,
  text: (previous: string) => string,
): FigureTrend | null {
  if (kpi.previous === null) return null;
  const c = compare(kpi.value, kpi.previous);
  const direction = c === 0 ? 'flat' : c > 0 ? 'up' : 'down';
  return {
    text: text(kpi.previous),
    direction,
    good: direction === 'flat' || (direction === 'up') === riseIsGood,
  };
}

function CurrencyCards({ kpis }: { kpis: CurrencyKpis }) {
  const { t } = useTranslation();
  const to = `/dashboard/ar?currency=${encodeURIComponent(kpis.currency)}`;
  return (
    <FigureGrid label={kpis.currency} testId={`home-kpis-${kpis.currency}`}>
      {KPIS.map(({ key, label, riseIsGood }) => (
        <FigureCard
          key={key}
          label={t(label)}
          value={moneyText(kpis.currency, kpis[key].value)}
          previous={trendOf(kpis[key], riseIsGood, (previous) =>
            t('home.kpi.previous', { value: moneyText(kpis.currency, previous) }),
          )}
          to={to}
          testId={`home-kpi-${key}-${kpis.currency}`}
        />
      ))}
    </FigureGrid>
  );
}

/** Per currency, never summed across currencies; each card opens the dashboard in its currency. */
export function ReceivableKpis({ dashboard }: { dashboard: Loaded<ArDashboard> }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="home-receivables-title">
      <h2 id="home-receivables-title" className={styles.sectionTitle}>
        {t('home.section.receivables')}
      </h2>
      {dashboard.state === 'loading' && (
        <FigureGrid>
          {KPIS.map(({ key, label }) => (
            <FigureCard key={key} label={t(label)} value="" loading />
          ))}
        </FigureGrid>
      )}
      {dashboard.state === 'failed' && <p className={styles.note}>{t('home.kpi.unavailable')}</p>}
      {dashboard.state === 'ready' && (
        <div className={styles.stack}>
          {dashboard.value.kpis.map((k) => (
            <CurrencyCards key={k.currency} kpis={k} />
          ))}
        </div>
      )}
    </section>
  );
}
