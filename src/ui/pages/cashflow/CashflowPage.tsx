import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { orderActorOf } from '../../../shared/finance-order/lifecycle';
import { session } from '../../state/core-state';
import { SupplierForecast } from './SupplierForecast';
import styles from './Cashflow.module.css';

/**
 * /dashboard/cashflow (issue 19, docs/cashflow.md "The page"): the supplier's expected cash per
 * currency, computed in the worker from the local cache. Only a supplier (or a company acting as
 * one) has receivables to forecast; everyone else is told so, and nothing is synced for them.
 */
export default function CashflowPage() {
  useSignals();
  const { t } = useTranslation();
  const supplier = orderActorOf(session.value?.companyRole) === 'SUPPLIER';

  if (supplier) return <SupplierForecast />;
  return (
    <section className={styles.page}>
      <h1>{t('cashflow.title')}</h1>
      <Message
        severity="info"
        data-testid="cashflow-no-receivables"
        content={
          <div className={styles.note}>
            <strong>{t('cashflow.no_receivables.title')}</strong>
            <span>{t('cashflow.no_receivables.text')}</span>
          </div>
        }
      />
    </section>
  );
}
