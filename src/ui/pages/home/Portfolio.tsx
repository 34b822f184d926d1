import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PortfolioRow } from '../../../shared/home/home-overview';
import { moneyText } from './figure-text';
import styles from './HomePage.module.css';

/** The funder's disbursed book by buyer within each currency; each row opens those orders. */
export function Portfolio({ rows }: { rows: readonly PortfolioRow[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="home-portfolio-title">
      <h2 id="home-portfolio-title" className={styles.sectionTitle}>
        {t('home.section.portfolio')}
      </h2>
      {rows.length === 0 ? (
        <p className={styles.note}>{t('home.portfolio.empty')}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table} data-testid="home-portfolio">
            <thead>
              <tr>
                <th scope="col">{t('home.portfolio.buyer')}</th>
                <th scope="col">{t('home.portfolio.currency')}</th>
                <th scope="col" className={styles.number}>
                  {t('home.portfolio.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
