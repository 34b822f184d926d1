import { useCallback, useMemo, useState } from 'react';
import { announceRefusal } from '../../../../components/declared-page/announce-refusal';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import type { FinanceOrder } from '../../../../../api/endpoints/finance-order/order-schemas';
import { paths } from '../../../../../shared/routes/paths';
import { BankAccountSelect } from '../../../../components/bank-account/BankAccountSelect';
import { deliverCommand } from '../../../../components/declared-page/deliver-command';
import styles from '../../../../components/declared-page/RecordPage.module.css';
import type { OcrFile, OcrRecognition } from '../../../../components/ocr-upload/ocr-file';
import { OcrUploadCards } from '../../../../components/ocr-upload/OcrUploadCards';
import { RemarkCard } from '../../../../components/screen/RemarkCard';
import { SectionCard } from '../../../../components/screen/SectionCard';
import { StickyActionBar } from '../../../../components/screen/StickyActionBar';
import { useLeaveGuard } from '../../../../components/screen/use-leave-guard';
import { errorText } from '../../../../core/error-text';
import { useCore } from '../../../../core/use-core';
import { confirmAction } from '../../../../feedback/confirm-action';
import { showToast } from '../../../../feedback/toast';
import pages from '../FinanceOrderPages.module.css';
import own from '../StepPages.module.css';
import { FixedFactsCard } from './FixedFactsCard';
import { attachmentsOf, documentSlots, documentsChanged, savedFiles } from './order-documents';
import {
  isEmptyBody,
  refusedFields,
  updateBody,
  updateProblems,
  type UpdateField,
  type UpdateState,
} from './update-body';

type Failures = Partial<Record<UpdateField, string>>;

const k = 'finance_order_pages.update';

/**
 * The limited update of a submitted order (docs/finance-orders.md): the receiving account, the
 * documents and the remark, prefilled from the order. It asks before sending and before leaving
 * with changes; a refusal keeps everything typed and marks the field the server names.
 */
export function UpdateOrderForm({ order }: { order: FinanceOrder }) {
  const { t } = useTranslation();
  const core = useCore();
  const navigate = useNavigate();
  const initialFiles = useMemo(() => savedFiles(order.attachments), [order.attachments]);
  const slots = useMemo(() => documentSlots(t, order.attachments), [t, order.attachments]);
  const [accountId, setAccountId] = useState<string | null>(order.fundingAccount?.id ?? null);
  const [files, setFiles] = useState<OcrFile[]>(initialFiles);
  const [recognitions, setRecognitions] = useState<OcrRecognition[]>([]);
  const [remark, setRemark] = useState(order.remark ?? '');
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failures, setFailures] = useState<Failures>({});
  const [formProblem, setFormProblem] = useState<string | null>(null);

  const state: UpdateState = {
    fundingAccountId: accountId,
    attachments: documentsChanged(files, order.attachments)
      ? attachmentsOf(files, recognitions, order.attachments)
      : null,
    remark,
  };
  const body = updateBody(order, state);
  const changed = uploading || !isEmptyBody(body);
  const guard = useLeaveGuard(changed && !saved);
  const clear = (field: UpdateField) => setFailures((f) => ({ ...f, [field]: undefined }));
  const onAccount = useCallback((account: { id: string } | null) => {
    setAccountId(account?.id ?? null);
    setFailures((f) => ({ ...f, fundingAccountId: undefined }));
  }, []);

  async function submit() {
    if (busy || uploading || isEmptyBody(body)) return;
    const problems = updateProblems(state);
    const found: Failures = {};
    if (problems.fundingAccountId) found.fundingAccountId = t(`${k}.account_required`);
    setFailures(found);
    setFormProblem(null);
    if (Object.keys(found).length > 0) return;
    const accepted = await confirmAction({
      header: t(`${k}.confirm_header`),
      message: t(`${k}.confirm`, { number: order.financeNo }),
      acceptLabel: t(`${k}.save`),
      rejectLabel: t('common.cancel'),
    });
    if (!accepted) return;
    setBusy(true);
    try {
      const issued = await core.commands.issue('financeOrder.update', { id: order.id, ...body });
      const delivery = await deliverCommand(core, issued.id, t);
      if (delivery.kind === 'rejected') {
        await announceRefusal(core, issued.id, delivery.text, t);
        const marked = refusedFields(delivery.fields ?? []);
        setFailures(marked);
        if (Object.keys(marked).length === 0) setFormProblem(delivery.text);
        return;
      }
      setSaved(true);
      showToast({
        severity: delivery.kind === 'applied' ? 'success' : 'info',
        summary:
          delivery.kind === 'applied'
            ? t(`${k}.saved`, { number: order.financeNo })
            : t('screen.form.queued_summary'),
      });
      guard.allowNextLeave();
      void navigate(paths.financeOrderDetail.getHref({ id: order.id }));
    } catch (error) {
      setFormProblem(errorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (field: UpdateField) =>
    failures[field] ? (
      <p id={`${field}-error`} role="alert" className={pages.error}>
        {failures[field]}
      </p>
    ) : null;

  return (
    <form onSubmit={(e) => e.preventDefault()} noValidate>
      <div className={styles.stack}>
        <FixedFactsCard order={order} />
        <SectionCard title={t(`${k}.account_card`)}>
          <div className={own.field} data-field="fundingAccountId">
            <label htmlFor="field-fundingAccountId">
              {t('finance_order_pages.apply.receiving_account')}
              <span className={pages.required} aria-hidden="true">
                *
              </span>
            </label>
            <BankAccountSelect
              id="field-fundingAccountId"
              value={accountId}
              onChange={onAccount}
              currency={order.currency}
              invalid={failures.fundingAccountId !== undefined}
              required
              describedBy="fundingAccountId-help fundingAccountId-error"
            />
            <small id="fundingAccountId-help">
              {t(`${k}.account_help`, { currency: order.currency })}
            </small>
            {fieldError('fundingAccountId')}
          </div>
        </SectionCard>
        <SectionCard title={t('finance_order_pages.apply.documents')} testId="order-documents">
          <OcrUploadCards
            slots={slots}
            value={initialFiles}
            allowHistoryDelete
            testId="order-document-cards"
            onChange={(next) => {
              setFiles(next);
              clear('attachments');
            }}
            onLoadingChange={setUploading}
            onRecognitionsChange={setRecognitions}
          />
          {fieldError('attachments')}
        </SectionCard>
        <RemarkCard
          id="field-remark"
          value={remark}
          onChange={(text) => {
            setRemark(text);
            clear('remark');
          }}
          error={failures.remark ?? null}
        />
        <StickyActionBar message={formProblem ? <span role="alert">{formProblem}</span> : null}>
          <Button
            type="button"
            label={t('common.cancel')}
            severity="secondary"
            text
            onClick={() => void navigate(paths.financeOrderDetail.getHref({ id: order.id }))}
          />
          <Button
            type="button"
            label={t(`${k}.save`)}
            loading={busy}
            disabled={saved || uploading || !changed}
            onClick={() => void submit()}
          />
        </StickyActionBar>
      </div>
    </form>
  );
}
