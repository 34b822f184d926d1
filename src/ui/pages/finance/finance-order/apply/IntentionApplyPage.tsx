import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import type { EndpointData } from '../../../../../api/contract/endpoint';
import type { intentionApplication } from '../../../../../api/endpoints/org-info/intention-application';
import { formatCalendarDate } from '../../../../../shared/format/date';
import { paths } from '../../../../../shared/routes/paths';
import record from '../../../../components/declared-page/RecordPage.module.css';
import { errorText } from '../../../../core/error-text';
import { useCore } from '../../../../core/use-core';
import { timeFormat } from '../../../../state/app-state';
import { moneyText } from '../order-money';
import { rateText } from '../rate-text';
import { ApplyWizard } from './ApplyWizard';
import { emptyDraft, type ApplicationDraft } from './application-draft';

type Prefill = EndpointData<typeof intentionApplication>;

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; text: string }
  | { status: 'done'; prefill: Prefill; draft: ApplicationDraft };

/**
 * The application opened from an accepted intention (`/finance/finance-order/add?intention=FI…`,
 * docs/financing-intentions.md): the server's pre-fill (the caller's, accepted, price still
 * valid) chooses product, funder, buyer and amount, and the draft carries the intention, so the
 * live trial and the order are computed with its accepted price and the submission binds it.
 */
export function IntentionApplyPage({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation();
  const core = useCore();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const k = 'finance_order_pages.apply';

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
        intention: {
          id: prefill.intentionId,
          rate: prefill.price,
          productId: prefill.productId,
          productName: product?.name ?? prefill.productId,
          funderCompanyId: prefill.funderCompanyId,
          funderName: prefill.funderName,
          buyerCode: prefill.buyerCode,
          buyerName: prefill.buyerName,
        },
      };
      return { status: 'done', prefill, draft };
    };
    read().then(
      (done) => live && setLoaded(done),
      (error: unknown) =>
        live &&
        setLoaded({
          status: 'error',
          text: t(`${k}.intention_failed`, { reason: errorText(t, error) }),
        }),
    );
    return () => {
      live = false;
    };
  }, [core, id, t]);

  if (loaded.status !== 'done') {
    return (
      <div className={record.stack}>
        <h1 className={record.title}>{title}</h1>
        {loaded.status === 'loading' ? (
          <>
            <p>{t(`${k}.intention_loading`)}</p>
            <ProgressSpinner style={{ width: 32, height: 32 }} />
          </>
        ) : (
          <>
            <p role="alert">{loaded.text}</p>
            <Link to={paths.orgInfo.getHref()}>{t(`${k}.intention_back`)}</Link>
          </>
        )}
      </div>
    );
  }
  const { prefill, draft } = loaded;
  return (
    <div className={record.stack}>
      <Message
        severity="info"
        data-testid="intention-prefill"
        content={
          <p translate="no">
            {t(`${k}.intention_binding`, {
              id: prefill.intentionId,
              rate: rateText(t, prefill.price),
              funder: prefill.funderName,
              validUntil: formatCalendarDate(prefill.price.validUntil, timeFormat.value),
              amount: moneyText(prefill.amount, prefill.currency),
              tenor: prefill.tenorDays,
            })}
          </p>
        }
      />
      <ApplyWizard initial={draft} title={title} />
    </div>
  );
}
