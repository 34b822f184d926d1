import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import type { Intention } from '../../../api/endpoints/org-info/intention-schemas';
import { moneyInputOptions, numberInputOptions } from '../../../shared/format/number-input/options';
import { figuresProblems, TENOR_DAYS } from '../../../shared/org-info/intention-rules';
import { paths } from '../../../shared/routes/paths';
import cf from '../../components/config-form/ConfigForm.module.css';
import record from '../../components/declared-page/RecordPage.module.css';
import { BuyerSelect } from '../../components/inputs/BuyerSelect';
import { NumberInput } from '../../components/inputs/NumberInput';
import { StickyActionBar } from '../../components/screen/StickyActionBar';
import { useLeaveGuard } from '../../components/screen/use-leave-guard';
import { errorText } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { showToast } from '../../feedback/toast';
import { FormCard } from '../user-center/FormCard';
import { controlAria, FormField } from '../user-center/FormField';
import { refusalOnFields } from './field-problems';
import { problemText } from './problem-text';
import { ProductSelect } from './ProductSelect';

type Field = 'buyerCode' | 'productId' | 'amount' | 'tenorDays';
const FIELDS: readonly Field[] = ['buyerCode', 'productId', 'amount', 'tenorDays'];

interface Draft {
  buyerCode: string;
  productId: string;
  currency: string;
  amount: string;
  tenorDays: string;
}

const ids: Record<Field, string> = {
  buyerCode: 'intention-buyer',
  productId: 'intention-product',
  amount: 'intention-amount',
  tenorDays: 'intention-tenor',
};

/**
 * The add and edit form of an intention (docs/financing-intentions.md): buyer and product with
 * the search selects, the amount in the product's currency (JPY whole), the tenor in whole days.
 * The shared rules run before sending and again on the server, whose refusals land on the field
 * they name with everything typed kept. Saved: a toast and the list.
 */
export function IntentionForm({ existing }: { existing: Intention | null }) {
  const { t } = useTranslation();
  const core = useCore();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>({
    buyerCode: existing?.buyerCode ?? '',
    productId: existing?.productId ?? '',
    currency: existing?.currency ?? '',
    amount: existing?.amount ?? '',
    tenorDays: existing ? String(existing.tenorDays) : '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const guard = useLeaveGuard(changed && !saved);
  const k = 'org_info.form';

  const change = (patch: Partial<Draft>, field: Field) => {
    setDraft((d) => ({ ...d, ...patch }));
    setChanged(true);
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function check(): Partial<Record<Field, string>> {
    const out: Partial<Record<Field, string>> = {};
    if (!draft.buyerCode) out.buyerCode = problemText(t, 'required');
    if (!draft.productId) out.productId = problemText(t, 'required');
    const figures = figuresProblems({
      amount: draft.amount,
      // Without a product the amount is checked as money of 2 decimals.
      currency: draft.currency || 'USD',
      tenorDays: draft.tenorDays,
    });
    out.amount = problemText(t, figures.amount);
    out.tenorDays = problemText(t, figures.tenorDays);
    return out;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || saved) return;
    const found = check();
    setErrors(found);
    setProblem(null);
    if (FIELDS.some((f) => found[f])) return;
    const body = {
      buyerCode: draft.buyerCode,
      productId: draft.productId,
      amount: draft.amount.trim(),
      tenorDays: Number(draft.tenorDays),
    };
    setBusy(true);
    try {
      const result = existing
        ? await core.orgInfo.edit(existing.id, body)
        : await core.orgInfo.add(body);
      setSaved(true);
      showToast({
        severity: 'success',
        summary: t(existing ? `${k}.saved_edit` : `${k}.saved_add`, { id: result.id }),
      });
      guard.allowNextLeave();
      void navigate(paths.orgInfo.getHref());
    } catch (error) {
      const refusal = refusalOnFields(error, FIELDS);
      setErrors(refusal.byField);
      const text =
        refusal.rest.join(' ') ||
        (Object.keys(refusal.byField).length ? null : errorText(t, error));
      setProblem(text);
      showToast({ severity: 'error', summary: t(`${k}.not_saved`), detail: text ?? undefined });
    } finally {
      setBusy(false);
    }
  }

  const label: Record<Field, string> = {
    buyerCode: t(`${k}.buyer`),
    productId: t(`${k}.product`),
    amount: t(`${k}.amount`),
    tenorDays: t(`${k}.tenor`),
  };
  const aria = (f: Field, help = false) =>
    controlAria(ids[f], { required: true, error: errors[f], help });

  return (
    <div data-testid="intention-form">
      <h1 className={record.title}>
        {existing ? t(`${k}.edit_title`, { id: existing.id }) : t(`${k}.add_title`)}
      </h1>
      <form className={cf.form} onSubmit={(e) => void submit(e)} noValidate>
        {existing?.price && <Message severity="warn" text={t(`${k}.price_voided`)} />}
        <FormCard title={t(`${k}.section`)}>
          <FormField
            id={ids.buyerCode}
            name="buyerCode"
            label={label.buyerCode}
            required
            error={errors.buyerCode}
            help={existing ? <span translate="no">{existing.buyerName}</span> : undefined}
          >
            <BuyerSelect
              id={ids.buyerCode}
              value={draft.buyerCode || null}
              onChange={(o) => change({ buyerCode: o?.value ?? '' }, 'buyerCode')}
              invalid={Boolean(errors.buyerCode)}
              required
              describedBy={aria('buyerCode', Boolean(existing))['aria-describedby']}
            />
          </FormField>
          <FormField
            id={ids.productId}
            name="productId"
            label={label.productId}
            required
            error={errors.productId}
            help={existing ? <span translate="no">{existing.productName}</span> : undefined}
          >
            <ProductSelect
              id={ids.productId}
              value={draft.productId || null}
              onProduct={(p) =>
                change({ productId: p?.id ?? '', currency: p?.currency ?? '' }, 'productId')
              }
              invalid={Boolean(errors.productId)}
              required
              describedBy={aria('productId', Boolean(existing))['aria-describedby']}
            />
          </FormField>
          <FormField
            id="intention-currency"
            name="currency"
            label={t(`${k}.currency`)}
            error={undefined}
            help={t(`${k}.currency_help`)}
          >
            <InputText
              id="intention-currency"
              value={draft.currency || '-'}
              readOnly
              translate="no"
              aria-describedby="intention-currency-help"
            />
          </FormField>
          <FormField
            id={ids.amount}
            name="amount"
            label={label.amount}
            required
            error={errors.amount}
          >
            <div className="p-inputgroup">
              <span className="p-inputgroup-addon" translate="no">
                {draft.currency || '-'}
              </span>
              <NumberInput
                id={ids.amount}
                value={draft.amount}
                options={moneyInputOptions(draft.currency || 'USD')}
                onChange={(amount) => change({ amount }, 'amount')}
                invalid={Boolean(errors.amount)}
                aria={aria('amount')}
              />
            </div>
          </FormField>
          <FormField
            id={ids.tenorDays}
            name="tenorDays"
            label={label.tenorDays}
            required
            error={errors.tenorDays}
            help={t(`${k}.tenor_help`, TENOR_DAYS)}
          >
            <NumberInput
              id={ids.tenorDays}
              value={draft.tenorDays}
              // No maximum here: the rule names the bound instead of the input changing it.
              options={numberInputOptions({ precision: 0, grouping: false, maxLength: 6 })}
              onChange={(tenorDays) => change({ tenorDays }, 'tenorDays')}
              invalid={Boolean(errors.tenorDays)}
              aria={aria('tenorDays', true)}
            />
          </FormField>
        </FormCard>
        <StickyActionBar message={problem ? <span role="alert">{problem}</span> : null}>
          <Button
            type="button"
            label={t('common.cancel')}
            severity="secondary"
            text
            onClick={() => void navigate(paths.orgInfo.getHref())}
          />
          <Button type="submit" label={t(`${k}.save`)} loading={busy} disabled={saved} />
        </StickyActionBar>
      </form>
    </div>
  );
}
