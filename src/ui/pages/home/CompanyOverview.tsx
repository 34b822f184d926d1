import { useTranslation } from 'react-i18next';
import { FigureCard } from '../../components/figures/FigureCard';
import { FigureGrid } from '../../components/figures/FigureGrid';
import type { CompanyOverview as Overview } from '../../../shared/home/home-overview';
import { countText, moneyText } from './figure-text';
import { HomeSection } from './HomeSection';

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
  // The three amounts, in the company's main currency, each with the list that holds its rows.
  const amounts = [
    { id: 'financed', amount: overview.financedAmount, to: inCurrency },
    { id: 'outstanding', amount: overview.outstandingAmount, to: inCurrency },
    {
      id: 'available',
      amount: overview.availableLimit,
      to: contractsListed ? '/contract/info?signStatus=SIGNED' : undefined,
    },
  ] as const;
  return (
    <HomeSection id="home-company" title={t('home.section.company')}>
      {/* Wide enough for a whole amount in the hundreds of millions at 1280 px. */}
      <FigureGrid testId="home-company" minCardWidth="17rem">
        <FigureCard
          label={t('home.company_figure.orders')}
          value={countText(overview.orderCount, i18n.language)}
          to={orders}
          testId="home-company-orders"
        />
        {amounts.map((a) => (
          <FigureCard
            key={a.id}
            label={t(`home.company_figure.${a.id}`)}
            value={moneyText(currency, a.amount)}
            hint={hint}
            to={a.to}
            testId={`home-company-${a.id}`}
          />
        ))}
      </FigureGrid>
    </HomeSection>
  );
}
