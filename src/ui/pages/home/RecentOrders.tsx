import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RecentOrder } from '../../../shared/home/home-overview';
import { formatCalendarDate } from '../../../shared/format/date';
import { dictionaries, timeFormat } from '../../state/app-state';
import { moneyText } from './figure-text';
import { HomeSection } from './HomeSection';
import { HomeTable } from './HomeTable';
import styles from './HomePage.module.css';

/** The supplier's last five finance orders, as the first rows of its list; each opens its detail. */
export function RecentOrders({ orders }: { orders: readonly RecentOrder[] }) {
  useSignals();
  const { t, i18n } = useTranslation();
  const statuses = dictionaries.value.get('FINANCE_ORDER_STATUS') ?? [];
  const statusLabel = (code: string) => {
    const entry = statuses.find((e) => e.dicKey === code);
    return (i18n.language === 'zh-CN' ? entry?.cnValue : entry?.enValue) || code;
  };
  return (
    <HomeSection
      id="home-recent"
      title={t('home.section.recent')}
      action={
        <Link to="/finance/finance-order" data-testid="home-recent-all">
          {t('home.recent.all')}
        </Link>
      }
    >
      <HomeTable
        testId="home-recent-orders"
        empty={orders.length === 0 ? t('home.recent.empty') : null}
        columns={[
          { label: t('home.recent.number') },
          { label: t('home.recent.buyer') },
          { label: t('home.recent.amount'), numeric: true },
          { label: t('home.recent.status') },
          { label: t('home.recent.date') },
        ]}
      >
        {orders.map((o) => (
          <tr key={o.id} data-order={o.id}>
            <td translate="no">
              <Link to={`/finance/finance-order/${encodeURIComponent(o.id)}/detail`}>
                {o.financeNo}
              </Link>
            </td>
            <td translate="no" title={o.buyerName ?? undefined}>
              {o.buyerName ?? '-'}
            </td>
            <td translate="no" className={styles.number}>
              {moneyText(o.currency, o.applyAmount)}
            </td>
            <td>{statusLabel(o.status)}</td>
            <td translate="no">{formatCalendarDate(o.applyDate, timeFormat.value)}</td>
          </tr>
        ))}
      </HomeTable>
    </HomeSection>
  );
}
