import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import type { EndpointData } from '../../../api/contract/endpoint';
import type { intentionApplication } from '../../../api/endpoints/org-info/intention-application';
import { formatCalendarDate } from '../../../shared/format/date';
import { paths } from '../../../shared/routes/paths';
import record from '../../components/declared-page/RecordPage.module.css';
import { errorText } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { timeFormat } from '../../state/app-state';
import { ApplyWizard } from '../finance/finance-order/apply/ApplyWizard';
import {
  emptyDraft,
  type ApplicationDraft,
} from '../finance/finance-order/apply/application-draft';
import { moneyText } from '../finance/finance-order/order-money';
import styles from './OrgInfo.module.css';
import { priceText } from './price-text';

type Prefill = EndpointData<typeof intentionApplication>;

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; text: string }
  | { status: 'done'; prefill: Prefill; draft: ApplicationDraft };

/**
 * The finance-order application opened from an accepted intention
 * (`/finance/finance-order/add?intention=FI…`): the server checks the intention is the caller's,
 * accepted and its price still valid, and answers product, funder, buyer and amount, which fill
 * the wizard's steps; the accepted price is shown above it to compare with the trial.
 */
export function IntentionApplication({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation();
  const core = useCore();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    const read = async (): Promise<Loaded> => {
      const prefill = await core.orgInfo.application(id);
      const products = await core.financeOrders.products();
      const product = products.find((p) => p.id === prefill.productId) ?? null;
      const draft: ApplicationDraft = {
        ...emptyDraft(),
        product,
        funderCompanyId: prefill.funderCompanyId,
        funderName: prefill.funderName,
        buyer: {
          buyerName: prefill.buyerName,
          buyerCode: prefill.buyerCode,
          baseRateType: prefill.baseRateType,
        },
        requestedAmount: prefill.amount,
      };
      return { status: 'done', prefill, draft };
    };
    read().then(
      (done) => live && setLoaded(done),
      (error: unknown) =>
        live &&
        setLoaded({
          status: 'error',
          text: t('org_info.apply.failed', { reason: errorText(t, error) }),
        }),
    );
    return () => {
      live = false;
    };
  }, [core, id, t]);

  if (loaded.status === 'loading') {
    return (
      <div className={record.stack}>
        <h1 className={record.title}>{title}</h1>
        <p>{t('org_info.apply.loading')}</p>
        <ProgressSpinner style={{ width: 32, height: 32 }} />
      </div>
    );
  }
  if (loaded.status === 'error') {
    return (
      <div className={record.stack}>
        <h1 className={record.title}>{title}</h1>
        <p role="alert">{loaded.text}</p>
        <Link to={paths.orgInfo.getHref()}>{t('org_info.apply.back')}</Link>
      </div>
    );
  }
  const { prefill, draft } = loaded;
  return (
    <div>
      <Message
        className={styles.notice}
        severity="info"
        data-testid="intention-prefill"
        content={
          <div>
            <strong>{t('org_info.apply.from_intention', { id: prefill.intentionId })}</strong>
            <p translate="no">
              {t('org_info.apply.accepted_price', {
                price: priceText(t, prefill.price),
                funder: prefill.funderName,
                validUntil: formatCalendarDate(prefill.price.validUntil, timeFormat.value),
                amount: moneyText(prefill.amount, prefill.currency),
                tenor: prefill.tenorDays,
              })}
            </p>
            <p>{t('org_info.apply.price_note')}</p>
          </div>
        }
      />
      <ApplyWizard initial={draft} title={title} />
    </div>
  );
}
