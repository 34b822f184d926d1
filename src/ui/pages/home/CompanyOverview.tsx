import { useTranslation } from 'react-i18next';
import { FigureCard } from '../../components/figures/FigureCard';
import { FigureGrid } from '../../components/figures/FigureGrid';
import type { CompanyOverview as Overview } from '../../../shared/home/home-overview';
import { countText, moneyText } from './figure-text';
import styles from './HomePage.module.css';

/**
 * summaryCompany's figures (director and COMPANY). Each is computed from the finance-order and
 * contract records (docs/home.md); the lists they open are linked only where the user's menu
 * holds them.
 */
export function CompanyOverview({
  overview,
  ordersListed,
  contractsListed,
}: {
  overview: Overview;
  ordersListed: boolean;
  contractsListed: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { currency } = overview;
  const orders = ordersListed ? '/finance/finance-order' : undefined;
  const inCurrency = ordersListed
    ? `/finance/finance-order?currency=${encodeURIComponent(currency)}`
    : undefined;
  const hint = t('home.company_figure.currency_hint', { currency });
  return (
    <section className={styles.section} aria-labelledby="home-company-title">
      <h2 id="home-company-title" className={styles.sectionTitle}>
        {t('home.section.company')}
      </h2>
      {/* Wide enough for a whole amount in the hundreds of millions at 1280 px. */}
      <FigureGrid testId="home-company" minCardWidth="17rem">
        <FigureCard
          label={t('home.company_figure.orders')}
          value={countText(overview.orderCount, i18n.language)}
          to={orders}
          testId="home-company-orders"
        />
        <FigureCard
          label={t('home.company_figure.financed')}
          value={moneyText(currency, overview.financedAmount)}
          hint={hint}
          to={inCurrency}
          testId="home-company-financed"
        />
        <FigureCard
          label={t('home.company_figure.outstanding')}
          value={moneyText(currency, overview.outstandingAmount)}
          hint={hint}
          to={inCurrency}
          testId="home-company-outstanding"
        />
        <FigureCard
          label={t('home.company_figure.available')}
          value={moneyText(currency, overview.availableLimit)}
          hint={hint}
          to={contractsListed ? '/contract/info?signStatus=SIGNED' : undefined}
          testId="home-company-available"
        />
      </FigureGrid>
    </section>
  );
}
