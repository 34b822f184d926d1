import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PortfolioRow } from '../../../shared/home/home-overview';
import { moneyText } from './figure-text';
import { HomeSection } from './HomeSection';
import { HomeTable } from './HomeTable';
import styles from './HomePage.module.css';

/** The funder's disbursed book by buyer within each currency; each row opens those orders. */
export function Portfolio({ rows }: { rows: readonly PortfolioRow[] }) {
  const { t } = useTranslation();
  return (
    <HomeSection id="home-portfolio" title={t('home.section.portfolio')}>
      <HomeTable
        testId="home-portfolio"
        empty={rows.length === 0 ? t('home.portfolio.empty') : null}
        columns={[
          { label: t('home.portfolio.buyer') },
          { label: t('home.portfolio.currency') },
          { label: t('home.portfolio.amount'), numeric: true },
        ]}
      >
        {rows.map((r) => (
          <tr key={`${r.currency}:${r.buyerName}`}>
            <td translate="no">
              <Link to={r.to}>{r.buyerName}</Link>
            </td>
            <td translate="no">{r.currency}</td>
            <td translate="no" className={styles.number} data-amount={r.amount}>
              {moneyText(r.currency, r.amount)}
            </td>
          </tr>
        ))}
      </HomeTable>
    </HomeSection>
  );
}
