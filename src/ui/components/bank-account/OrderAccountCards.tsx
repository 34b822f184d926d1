import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type {
  OrderAccount,
  OrderAccountRole,
} from '../../../api/endpoints/finance-order/funding-account-infos';
import { orderActorOf } from '../../../shared/finance-order/lifecycle';
import { session } from '../../state/core-state';
import { SectionCard } from '../screen/SectionCard';
import { AccountFieldsCard } from './AccountFieldsCard';
import styles from './BankAccountCards.module.css';
import { CollectionAccountListCard } from './CollectionAccountListCard';
import { FunderReceivingAccountCard } from './FunderReceivingAccountCard';
import { PaymentAccountListCard } from './PaymentAccountListCard';
import { useOrderAccounts } from './use-order-accounts';

interface Props {
  orderId: string;
  /** Changes when the order moves on, so its accounts are read again. */
  version: string;
}

/**
 * A finance order's accounts (docs/finance-order-pickers.md#the-orders-accounts): the supplier's
 * receiving account (as a payee to the funder, who pays the financing into it), the funder's
 * receiving accounts (as payees to the supplier and buyer, who repay into them) and, for the
 * funder only, its collection and payment lists in the order's currency. What each party gets is
 * the server's decision; the funder's lists are not even sent to the others.
 */
export function OrderAccountCards({ orderId, version }: Props) {
  useSignals();
  const { t } = useTranslation();
  const load = useOrderAccounts(orderId, version);
  const funderView = orderActorOf(session.value?.principal.user.companyRole ?? null) === 'FUNDER';
  const accounts = load.status === 'done' ? load.accounts : [];
  const of = (role: OrderAccountRole): OrderAccount[] => accounts.filter((a) => a.role === role);
  return (
    <SectionCard title={t('finance_order_pages.detail.accounts')} testId="order-account">
      {load.status === 'loading' && <p className={styles.none}>{t('common.loading')}</p>}
      {load.status === 'failed' && (
        <p className={styles.none} role="alert">
          {t('bank_account.load_failed')}
        </p>
      )}
      {load.status === 'done' && (
        <>
          <AccountFieldsCard
            title={t('bank_account.supplier_receiving')}
            testId="supplier-receiving-card"
            accounts={of('RECEIVING')}
            payee={funderView}
            empty={t('bank_account.none_chosen')}
          />
          <FunderReceivingAccountCard accounts={of('FUNDER_RECEIVING')} payee={!funderView} />
          {funderView && <CollectionAccountListCard accounts={of('COLLECTION')} />}
          {funderView && <PaymentAccountListCard accounts={of('PAYMENT')} />}
        </>
      )}
    </SectionCard>
  );
}
