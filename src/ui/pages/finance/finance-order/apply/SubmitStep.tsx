import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notABusinessDay } from '../../../../../shared/calendar/date-rule';
import type { TrialOutcome } from '../../../../../shared/finance-order/trial-calculation';
import { moneyInputOptions } from '../../../../../shared/format/number-input/options';
import { BankAccountSelect } from '../../../../components/bank-account/BankAccountSelect';
import { HolidayDatePicker } from '../../../../components/inputs/HolidayDatePicker';
import { NumberInput } from '../../../../components/inputs/NumberInput';
import type { OcrFile, OcrRecognition } from '../../../../components/ocr-upload/ocr-file';
import { OcrUploadCards } from '../../../../components/ocr-upload/OcrUploadCards';
import { RecognizedFieldsPanel } from '../../../../components/ocr-upload/RecognizedFieldsPanel';
import { RemarkCard } from '../../../../components/screen/RemarkCard';
import { SectionCard } from '../../../../components/screen/SectionCard';
import { rateText } from '../rate-text';
import { refusalText } from '../refusal-text';
import styles from '../FinanceOrderPages.module.css';
import { TrialFigures } from '../TrialFigures';
import type { ApplicationDraft } from './application-draft';
import { invoiceFields, invoiceFills, invoiceValues } from './recognized-invoice';

type Failures = Readonly<Record<string, string | undefined>>;

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * Step 5: the live trial, the amount, the due date (a business day of the currency, after
 * today), the receiving account in the order's currency, the documents (an invoice is read by
 * recognition; what it read is shown to confirm, and may fill the amount and due date) and the
 * remark.
 */
export function SubmitStep({
  draft,
  trial,
  failures,
  onChange,
  files,
  onFiles,
  onRecognitions,
  onBusy,
}: {
  draft: ApplicationDraft;
  trial: TrialOutcome | null;
  failures: Failures;
  onChange: (patch: Partial<ApplicationDraft>) => void;
  /** The documents held so far (a resumed draft's included), shown again when the step opens. */
  files: readonly OcrFile[];
  onFiles: (files: OcrFile[]) => void;
  onRecognitions: (recognitions: OcrRecognition[]) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const currency = draft.product?.currency ?? '';
  const [recognitions, setRecognitions] = useState<OcrRecognition[]>([]);
  const [handled, setHandled] = useState<ReadonlySet<string>>(new Set());
  const k = 'finance_order_pages.apply';
  const slots = useMemo(
    () => [
      {
        title: t('ocr_upload.documents.invoice'),
        description: t('ocr_upload.documents.invoice_hint'),
        schemaCode: 'INVOICE',
      },
      {
        title: t('ocr_upload.documents.other'),
        description: t('ocr_upload.documents.other_hint'),
        max: 5,
      },
    ],
    [t],
  );
  const fields = useMemo(() => invoiceFields(t), [t]);
  const onAccount = useCallback(
    (account: { id: string } | null) => onChange({ fundingAccountId: account?.id ?? '' }),
    [onChange],
  );
  const trialFailure = trial && !trial.ok ? refusalText(t, trial.refusal, currency) : null;
  const errorOf = (field: string) =>
    failures[field] ??
    (trial && !trial.ok && trial.refusal.field === field ? trialFailure : undefined) ??
    undefined;
  const fieldError = (field: string) => {
    const text = errorOf(field);
    return text ? (
      <p id={`${field}-error`} role="alert" className={styles.error}>
        {text}
      </p>
    ) : null;
  };

  return (
    <>
      <SectionCard title={t(`${k}.trial`)} testId="live-trial">
        <p className={styles.hint}>{t(`${k}.trial_hint`)}</p>
        {draft.intention && (
          <p data-testid="trial-rate-used">
            {t(`${k}.rate_used`, {
              rate: rateText(t, draft.intention.rate),
              id: draft.intention.id,
            })}
          </p>
        )}
        {trial?.ok ? (
          <TrialFigures trial={trial.trial} testId="live-trial-figures" />
        ) : (
          <p>{trialFailure ?? t(`${k}.trial_none`)}</p>
        )}
      </SectionCard>
      <SectionCard title={t('finance_order_pages.detail.order')}>
        <div className={styles.grid}>
          <div className={styles.field} data-field="requestedAmount">
            <label htmlFor="field-requestedAmount">{t(`${k}.requested_amount`)}</label>
            <div className="p-inputgroup">
              <span className="p-inputgroup-addon">{currency}</span>
              <NumberInput
                id="field-requestedAmount"
                value={draft.requestedAmount}
                options={moneyInputOptions(currency)}
                onChange={(text) => onChange({ requestedAmount: text })}
                invalid={errorOf('requestedAmount') !== undefined}
                aria={{
                  'aria-describedby': 'requestedAmount-help requestedAmount-error',
                  'aria-invalid': errorOf('requestedAmount') !== undefined,
                }}
              />
            </div>
            <small id="requestedAmount-help">{t(`${k}.requested_amount_help`)}</small>
            {fieldError('requestedAmount')}
          </div>
          <div className={styles.field} data-field="dueDate">
            <label htmlFor="field-dueDate">
              {t(`${k}.due_date`)}
              <span className={styles.required} aria-hidden="true">
                *
              </span>
            </label>
            <HolidayDatePicker
              id="field-dueDate"
              value={draft.dueDate}
              onChange={(iso) => onChange({ dueDate: iso })}
              currency={currency}
              disabledDate={(date, calendar) =>
                date <= todayIso() || notABusinessDay(date, calendar)
              }
              invalid={errorOf('dueDate') !== undefined}
              required
              describedBy="dueDate-help dueDate-error"
            />
            <small id="dueDate-help">{t(`${k}.due_date_help`)}</small>
            {fieldError('dueDate')}
          </div>
          <div className={styles.field} data-field="fundingAccountId">
            <label htmlFor="field-fundingAccountId">
              {t(`${k}.receiving_account`)}
              <span className={styles.required} aria-hidden="true">
                *
              </span>
            </label>
            <BankAccountSelect
              id="field-fundingAccountId"
              value={draft.fundingAccountId}
              currency={currency || null}
              onChange={onAccount}
              invalid={errorOf('fundingAccountId') !== undefined}
              required
              describedBy="fundingAccountId-error"
            />
            {fieldError('fundingAccountId')}
          </div>
        </div>
      </SectionCard>
      <SectionCard title={t(`${k}.documents`)} testId="order-documents">
        <OcrUploadCards
          slots={slots}
          testId="order-document-cards"
          value={files}
          // A draft's saved documents are still the supplier's to take away.
          allowHistoryDelete
          onChange={onFiles}
          onLoadingChange={onBusy}
          onRecognitionsChange={(next) => {
            setRecognitions(next);
            onRecognitions(next);
          }}
        />
        {recognitions
          .filter((r) => !handled.has(r.uid))
          .map((r) => (
            <RecognizedFieldsPanel
              key={r.uid}
              recognitions={[r]}
              fields={fields}
              values={invoiceValues(draft, r)}
              onConfirm={(uid, fills) => {
                onChange(invoiceFills(fills));
                setHandled((s) => new Set(s).add(uid));
              }}
              onDismiss={(uid) => setHandled((s) => new Set(s).add(uid))}
            />
          ))}
        {fieldError('attachments')}
      </SectionCard>
      <RemarkCard
        id="field-remark"
        value={draft.remark}
        onChange={(remark) => onChange({ remark })}
        error={errorOf('remark') ?? null}
      />
    </>
  );
}
