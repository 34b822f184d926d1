import { useState, type ReactNode } from 'react';
import { announceRefusal } from '../../../../components/declared-page/announce-refusal';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Steps } from 'primereact/steps';
import { paths } from '../../../../../shared/routes/paths';
import type { OcrFile, OcrRecognition } from '../../../../components/ocr-upload/ocr-file';
import { deliverCommand } from '../../../../components/declared-page/deliver-command';
import styles from '../../../../components/declared-page/RecordPage.module.css';
import { saveBytes } from '../../../../components/uploads/save-bytes';
import { SectionCard } from '../../../../components/screen/SectionCard';
import { StickyActionBar } from '../../../../components/screen/StickyActionBar';
import { useLeaveGuard } from '../../../../components/screen/use-leave-guard';
import { errorText } from '../../../../core/error-text';
import { useCore } from '../../../../core/use-core';
import { confirmAction } from '../../../../feedback/confirm-action';
import { showToast } from '../../../../feedback/toast';
import { moneyText } from '../order-money';
import { refusalText } from '../refusal-text';
import { rateText } from '../rate-text';
import {
  applicationInput,
  documentsOf,
  filesOfDocuments,
  stepOfField,
  type ApplicationDraft,
} from './application-draft';
import { intentionMismatch } from './intention-mismatch';
import { PartyStep } from './PartyStep';
import { ReceivablesStep } from './ReceivablesStep';
import { SubmitStep } from './SubmitStep';
import { useLiveTrial } from './use-live-trial';
import { useLoaded } from './use-loaded';

type Failures = Record<string, string | undefined>;

/**
 * The finance order application (/add, and /:id/edit with `orderId`): five steps in one form.
 * Nothing typed is lost on a refusal: the fields it names are marked and the wizard opens their
 * step. Success toasts and opens the order's detail.
 */
export function ApplyWizard({
  initial,
  orderId,
  title,
}: {
  initial: ApplicationDraft;
  orderId?: string;
  title: string;
}) {
  const { t } = useTranslation();
  const core = useCore();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [step, setStep] = useState(0);
  const [changed, setChanged] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failures, setFailures] = useState<Failures>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  // Kept here, not in the cards: the submit step unmounts when the user steps back.
  const [files, setFiles] = useState<OcrFile[]>(() => filesOfDocuments(initial.documents));
  const [recognitions, setRecognitions] = useState<OcrRecognition[]>([]);
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const guard = useLeaveGuard(changed && !saved);
  const trial = useLiveTrial(draft);
  const k = 'finance_order_pages.apply';
  const productId = draft.product?.id ?? null;

  const products = useLoaded('products', () => core.financeOrders.products());
  const funders = useLoaded(productId, () => core.financeOrders.funders(productId ?? ''));
  const buyers = useLoaded(productId, () => core.financeOrders.buyers(productId ?? ''));

  const change = (patch: Partial<ApplicationDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setChanged(true);
    setFailures((f) => ({
      ...f,
      ...Object.fromEntries(fieldsOfPatch(patch).map((n) => [n, undefined])),
    }));
  };

  const stepProblem = (index: number, submit: boolean): Failures => {
    const need = t(`${k}.choose_one`);
    if (index === 0 && !draft.product) return { financingProductId: need };
    if (index === 1 && !draft.funderCompanyId) return { funderCompanyId: need };
    if (index === 2 && !draft.buyer) return { buyerName: need };
    const bound = intentionMismatch(draft, index);
    if (bound) return { [bound.field]: t(`${k}.intention_mismatch`, bound.vars) };
    if (index === 3 && draft.receivables.length === 0)
      return { receivables: t('finance_order_pages.refusal.noReceivables') };
    if (index === 4 && submit) {
      const out: Failures = {};
      if (!draft.dueDate) out.dueDate = t(`${k}.required`);
      if (!draft.fundingAccountId) out.fundingAccountId = t(`${k}.required`);
      return out;
    }
    return {};
  };

  const next = () => {
    const found = stepProblem(step, false);
    setFailures(found);
    if (Object.keys(found).length === 0) setStep((s) => Math.min(4, s + 1));
  };

  async function save(submit: boolean) {
    if (busy || uploading) return;
    // A draft needs its product only; a submission needs every step.
    const checks = submit ? [0, 1, 2, 3, 4] : [0];
    const found = checks.reduce<Failures>((all, i) => ({ ...all, ...stepProblem(i, submit) }), {});
    if (submit && trial && !trial.ok) {
      found[trial.refusal.field] = refusalText(t, trial.refusal, draft.product?.currency);
    }
    setFailures(found);
    setFormProblem(null);
    const first = Object.keys(found)[0];
    if (first) {
      setStep(stepOfField(first));
      return;
    }
    const body = applicationInput(
      { ...draft, documents: documentsOf(files, recognitions, draft.documents) },
      submit,
    );
    if (submit) {
      const amount = moneyText(
        trial?.ok ? trial.trial.financingAmount : draft.requestedAmount,
        draft.product?.currency,
      );
      const accepted = await confirmAction({
        header: t(`${k}.confirm_submit_header`),
        message: t(`${k}.confirm_submit`, { amount, funder: draft.funderName }),
        acceptLabel: t(`${k}.submit`),
        rejectLabel: t('common.cancel'),
      });
      if (!accepted) return;
    }
    setBusy(true);
    try {
      const issued = orderId
        ? await core.commands.issue('financeOrder.edit', { ...body, id: orderId })
        : await core.commands.issue('financeOrder.create', body);
      const delivery = await deliverCommand(core, issued.id, t);
      if (delivery.kind === 'rejected') {
        await announceRefusal(core, issued.id, delivery.text, t);
        const marked: Failures = {};
        for (const p of delivery.fields ?? [])
          marked[p.field.split(/[.[]/)[0] ?? p.field] = p.message;
        setFailures(marked);
        const firstField = Object.keys(marked)[0];
        if (firstField) setStep(stepOfField(firstField));
        else setFormProblem(delivery.text);
        return;
      }
      setSaved(true);
      const command = await core.commands.get(issued.id);
      const result = (command?.result ?? null) as { id?: string; financeNo?: string } | null;
      const number = result?.financeNo ?? '';
      showToast({
        severity: delivery.kind === 'applied' ? 'success' : 'info',
        summary:
          delivery.kind === 'applied'
            ? t(submit ? `${k}.submitted` : `${k}.draft_saved`, { number })
            : t('screen.form.queued_summary'),
      });
      guard.allowNextLeave();
      const id = delivery.kind === 'applied' ? (delivery.recordId ?? orderId) : null;
      void navigate(id ? paths.financeOrderDetail.getHref({ id }) : paths.financeOrder.path);
    } catch (error) {
      setFormProblem(errorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  async function preview() {
    try {
      const { submit: _submit, ...source } = applicationInput(draft, false);
      saveBytes(await core.financeOrders.contractPreview(source));
    } catch (error) {
      showToast({ severity: 'error', summary: errorText(t, error) });
    }
  }

  const stepItems = [
    { label: t(`${k}.step_product`) },
    { label: t(`${k}.step_funder`) },
    { label: t(`${k}.step_buyer`) },
    { label: t(`${k}.step_receivables`) },
    { label: t(`${k}.step_submit`) },
  ];

  return (
    <div className={styles.stack} data-testid="apply-wizard">
      <h1 className={styles.title}>{title}</h1>
      <form onSubmit={(e) => e.preventDefault()} noValidate>
        <div className={styles.stack}>
          <SectionCard>
            <Steps
              model={stepItems}
              activeIndex={step}
              readOnly={false}
              onSelect={(e) => setStep(e.index <= step ? e.index : step)}
              aria-label={t(`${k}.steps_label`)}
            />
          </SectionCard>
          <StepCard step={step} title={stepItems[step]?.label}>
            {step === 0 && (
              <PartyStep
                name="financingProductId"
                label={t(`${k}.choose_product`)}
                loaded={mapLoaded(products, (list) =>
                  list.map((p) => ({
                    id: p.id,
                    title: p.name,
                    sub: `${p.currency} · ${rateText(t, p.interestRate)} · ${t('finance_order_pages.field.advance_rate')} ${p.advanceRate}%`,
                  })),
                )}
                value={draft.product?.id ?? ''}
                onChange={(id) => {
                  const product =
                    products.status === 'done'
                      ? (products.value.find((p) => p.id === id) ?? null)
                      : null;
                  change({
                    product,
                    funderCompanyId: '',
                    funderName: '',
                    buyer: null,
                    receivables: [],
                    fundingAccountId: '',
                  });
                }}
                emptyText={t(`${k}.no_products`)}
                error={failures.financingProductId}
              />
            )}
            {step === 1 && (
              <PartyStep
                name="funderCompanyId"
                label={t(`${k}.choose_funder`)}
                loaded={mapLoaded(funders, (list) =>
                  list.map((f) => ({ id: f.companyId, title: f.companyName, sub: f.companyCode })),
                )}
                value={draft.funderCompanyId}
                onChange={(id) => {
                  const funder =
                    funders.status === 'done'
                      ? funders.value.find((f) => f.companyId === id)
                      : undefined;
                  change({ funderCompanyId: id, funderName: funder?.companyName ?? '' });
                }}
                emptyText={t(`${k}.no_funders`)}
                error={failures.funderCompanyId}
              />
            )}
            {step === 2 && (
              <PartyStep
                name="buyerName"
                label={t(`${k}.choose_buyer`)}
                loaded={mapLoaded(buyers, (list) =>
                  list.map((b) => ({
                    id: b.buyerCode,
                    title: b.buyerName,
                    sub: `${b.buyerCode}${b.baseRateType ? ` · ${b.baseRateType}` : ''}`,
                  })),
                )}
                value={draft.buyer?.buyerCode ?? ''}
                onChange={(code) => {
                  const buyer =
                    buyers.status === 'done'
                      ? (buyers.value.find((b) => b.buyerCode === code) ?? null)
                      : null;
                  change({ buyer, receivables: [] });
                }}
                emptyText={t(`${k}.no_buyers`)}
                error={failures.buyerName ?? failures.buyerCode}
              />
            )}
            {step === 3 && draft.buyer && draft.product && (
              <ReceivablesStep
                buyerName={draft.buyer.buyerName}
                currency={draft.product.currency}
                kind={draft.kind}
                selected={draft.receivables}
                onKind={(kind) => change({ kind, receivables: [] })}
                onChange={(receivables) => change({ receivables })}
                error={failures.receivables}
              />
            )}
          </StepCard>
          {step === 4 && (
            <SubmitStep
              draft={draft}
              trial={trial}
              failures={failures}
              onChange={change}
              files={files}
              onFiles={(f) => {
                setFiles(f);
                setChanged(true);
              }}
              onRecognitions={setRecognitions}
              onBusy={setUploading}
            />
          )}
          <StickyActionBar message={formProblem ? <span role="alert">{formProblem}</span> : null}>
            <Button
              type="button"
              label={t('common.cancel')}
              severity="secondary"
              text
              onClick={() => void navigate(paths.financeOrder.path)}
            />
            {step > 0 && (
              <Button
                type="button"
                label={t(`${k}.previous`)}
                outlined
                onClick={() => setStep((s) => s - 1)}
              />
            )}
            {step < 4 && <Button type="button" label={t(`${k}.next`)} onClick={next} />}
            {step === 4 && (
              <Button
                type="button"
                label={t(`${k}.preview_contract`)}
                outlined
                icon="pi pi-file-pdf"
                onClick={() => void preview()}
              />
            )}
            <Button
              type="button"
              label={t(`${k}.save_draft`)}
              outlined
              loading={busy}
              disabled={saved || uploading}
              onClick={() => void save(false)}
            />
            {step === 4 && (
              <Button
                type="button"
                label={t(`${k}.submit`)}
                loading={busy}
                disabled={saved || uploading}
                onClick={() => void save(true)}
              />
            )}
          </StickyActionBar>
        </div>
      </form>
    </div>
  );
}

/**
 * The form fields a change answers: a refusal names the request's field (financingProductId,
 * buyerName), which the draft holds under another name (product, buyer).
 */
function fieldsOfPatch(patch: Partial<ApplicationDraft>): string[] {
  return Object.keys(patch).flatMap((key) => {
    if (key === 'product') return ['product', 'financingProductId'];
    if (key === 'buyer') return ['buyer', 'buyerName', 'buyerCode'];
    return [key];
  });
}

/**
 * The chosen step's card. The submit step has none: it draws its own cards (trial, order,
 * documents, remark), and a card of its own stayed an empty box with only the step's name.
 */
function StepCard({
  step,
  title,
  children,
}: {
  step: number;
  title: string | undefined;
  children: ReactNode;
}) {
  if (step === 4) return null;
  return (
    <SectionCard title={title} testId={`apply-step-${step}`}>
      {children}
    </SectionCard>
  );
}

function mapLoaded<T, U>(
  loaded: ReturnType<typeof useLoaded<T>>,
  fn: (value: T) => U,
): ReturnType<typeof useLoaded<U>> {
  return loaded.status === 'done' ? { status: 'done', value: fn(loaded.value) } : loaded;
}
