import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { SelectButton } from 'primereact/selectbutton';
import type { Intention, PriceBody } from '../../../api/endpoints/org-info/intention-schemas';
import {
  REFERENCE_RATE_TYPES,
  type ReferenceRateType,
} from '../../../shared/finance-order/reference-rate';
import { percentInputOptions } from '../../../shared/format/number-input/options';
import {
  priceProblems,
  VALIDITY_MAX_DAYS,
  type PriceDraft,
  type PriceField,
} from '../../../shared/org-info/intention-rules';
import cf from '../../components/config-form/ConfigForm.module.css';
import { DateInput } from '../../components/inputs/DateInput';
import { NumberInput } from '../../components/inputs/NumberInput';
import { errorText } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { showToast } from '../../feedback/toast';
import { moneyText } from '../finance/finance-order/order-money';
import { controlAria, FormField } from '../user-center/FormField';
import { refusalOnFields } from './field-problems';
import { problemText } from './problem-text';

const FIELDS: readonly PriceField[] = [
  'rateType',
  'fixedRate',
  'baseRateType',
  'direction',
  'spread',
  'validUntil',
];

const LABEL_KEYS = {
  rateType: 'rate_type',
  fixedRate: 'fixed_rate',
  baseRateType: 'base_rate',
  direction: 'direction',
  spread: 'spread',
  validUntil: 'valid_until',
} as const satisfies Record<PriceField, string>;

const ids: Record<PriceField, string> = {
  rateType: 'price-rate-type',
  fixedRate: 'price-fixed-rate',
  baseRateType: 'price-base-rate',
  direction: 'price-direction',
  spread: 'price-spread',
  validUntil: 'price-valid-until',
};

/** A re-quote starts from the current price; the validity is always chosen anew. */
function draftOf(intention: Intention): PriceDraft {
  const p = intention.price;
  return {
    rateType: p?.rateType ?? '',
    fixedRate: p?.fixedRate ?? '',
    baseRateType: p?.baseRateType ?? '',
    direction: p?.direction ?? '',
    spread: p?.spread ?? '',
    validUntil: '',
  };
}

function bodyOf(id: string, d: PriceDraft): PriceBody {
  if (d.rateType === 'FIXED') {
    return { id, rateType: 'FIXED', fixedRate: d.fixedRate.trim(), validUntil: d.validUntil };
  }
  return {
    id,
    rateType: 'FLOATING',
    // The rules checked it is one of REFERENCE_RATE_TYPES.
    baseRateType: d.baseRateType as ReferenceRateType,
    direction: d.direction === 'DOWN' ? 'DOWN' : 'UP',
    spread: d.spread.trim(),
    validUntil: d.validUntil,
  };
}

/**
 * The funder's answer to an intention: fixed rate, or reference rate, direction and spread (as a
 * finance order's rate reads), and the day the price is valid until. Checked with the shared
 * rules on `today` (the server's day), then by the server; its refusals land on their fields.
 */
export function PriceDialog({
  intention,
  today,
  onClose,
}: {
  intention: Intention;
  today: string;
  /** `true` when a price was sent (the list reloads). */
  onClose: (sent: boolean) => void;
}) {
  const { t } = useTranslation();
  const core = useCore();
  const [draft, setDraft] = useState<PriceDraft>(() => draftOf(intention));
  const [errors, setErrors] = useState<Partial<Record<PriceField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const k = 'org_info.price';

  const change = (field: PriceField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = priceProblems(draft, today);
    const shown = Object.fromEntries(FIELDS.map((f) => [f, problemText(t, found[f])]));
    setErrors(shown);
    setProblem(null);
    if (FIELDS.some((f) => found[f])) return;
    setBusy(true);
    try {
      await core.orgInfo.price(bodyOf(intention.id, draft));
      showToast({ severity: 'success', summary: t(`${k}.sent`, { id: intention.id }) });
      onClose(true);
    } catch (error) {
      const refusal = refusalOnFields(error, FIELDS);
      setErrors(refusal.byField);
      const text =
        refusal.rest.join(' ') ||
        (Object.keys(refusal.byField).length > 0 ? null : errorText(t, error));
      setProblem(text);
    } finally {
      setBusy(false);
    }
  }

  const aria = (f: PriceField, help = false) =>
    controlAria(ids[f], { required: true, error: errors[f], help });
  const field = (f: PriceField) => ({
    id: ids[f],
    name: f,
    label: t(`${k}.${LABEL_KEYS[f]}`),
    required: true,
    error: errors[f],
  });

  return (
    <Dialog
      visible
      modal
      header={t(`${k}.title`, { id: intention.id })}
      onHide={() => onClose(false)}
      style={{ width: 'min(40rem, 95vw)' }}
      data-testid="price-dialog"
    >
      <p translate="no">
        {t(`${k}.facts`, {
          buyer: intention.buyerName,
          product: intention.productName,
          amount: moneyText(intention.amount, intention.currency),
          tenor: intention.tenorDays,
        })}
      </p>
      <form className={cf.form} onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className={cf.grid}>
          <FormField {...field('rateType')}>
            <SelectButton
              id={ids.rateType}
              value={draft.rateType || null}
              options={[
                { label: t(`${k}.FIXED`), value: 'FIXED' },
                { label: t(`${k}.FLOATING`), value: 'FLOATING' },
              ]}
              onChange={(e) => change('rateType', (e.value as string | null) ?? '')}
              allowEmpty={false}
              {...aria('rateType')}
            />
          </FormField>
          {draft.rateType === 'FIXED' && (
            <FormField {...field('fixedRate')}>
              <NumberInput
                id={ids.fixedRate}
                value={draft.fixedRate}
                options={percentInputOptions()}
                onChange={(v) => change('fixedRate', v)}
                invalid={Boolean(errors.fixedRate)}
                aria={aria('fixedRate')}
              />
            </FormField>
          )}
          {draft.rateType === 'FLOATING' && (
            <>
              <FormField {...field('baseRateType')}>
                <Dropdown
                  inputId={ids.baseRateType}
                  value={draft.baseRateType || null}
                  options={REFERENCE_RATE_TYPES.map((r) => ({ label: r, value: r }))}
                  onChange={(e) => change('baseRateType', (e.value as string | null) ?? '')}
                  invalid={Boolean(errors.baseRateType)}
                  {...aria('baseRateType')}
                />
              </FormField>
              <FormField {...field('direction')}>
                <Dropdown
                  inputId={ids.direction}
                  value={draft.direction || null}
                  options={[
                    { label: t(`${k}.UP`), value: 'UP' },
                    { label: t(`${k}.DOWN`), value: 'DOWN' },
                  ]}
                  onChange={(e) => change('direction', (e.value as string | null) ?? '')}
                  invalid={Boolean(errors.direction)}
                  {...aria('direction')}
                />
              </FormField>
              <FormField {...field('spread')}>
                <NumberInput
                  id={ids.spread}
                  value={draft.spread}
                  options={percentInputOptions()}
                  onChange={(v) => change('spread', v)}
                  invalid={Boolean(errors.spread)}
                  aria={aria('spread')}
                />
              </FormField>
            </>
          )}
          <FormField
            {...field('validUntil')}
            help={t(`${k}.valid_help`, { max: VALIDITY_MAX_DAYS })}
          >
            {/* Escape in the date input closes its calendar only: PrimeReact's dialog listens on
                the document and would close the whole price with it. */}
            <div onKeyDown={(e) => e.key === 'Escape' && e.stopPropagation()}>
              <DateInput
                id={ids.validUntil}
                value={draft.validUntil}
                onChange={(v) => change('validUntil', v)}
                invalid={Boolean(errors.validUntil)}
                required
                describedBy={aria('validUntil', true)['aria-describedby']}
              />
            </div>
          </FormField>
        </fieldset>
        {problem && (
          <p role="alert" className="p-error">
            {problem}
          </p>
        )}
        <div className="flex gap-2 justify-content-end">
          <Button
            type="button"
            label={t(`${k}.cancel`)}
            severity="secondary"
            text
            onClick={() => onClose(false)}
          />
          <Button type="submit" label={t(`${k}.submit`)} loading={busy} />
        </div>
      </form>
    </Dialog>
  );
}
