import { useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { Checkbox } from 'primereact/checkbox';
import { formatMoney } from '../../../shared/format/money';
import { NumberInput } from '../../components/inputs/NumberInput';
import { cents } from './forecast-view';
import type { BuyerOption } from './use-buyers';
import { delayDays, delayInputOptions, type WhatIfControls } from './what-if';
import styles from './Cashflow.module.css';

interface Props {
  buyers: readonly BuyerOption[];
  /** What the fields show when the panel mounts; it keeps them from then on. */
  initial: WhatIfControls;
  /** Each change of a field, for the forecast. */
  onChange: (controls: WhatIfControls) => void;
  /** Receivables chosen in the rows table for "finance now". */
  selectedCount: number;
  /** Whether the forecast on screen has a what-if applied. */
  active: boolean;
  onClear: () => void;
  /** Closing balance with the what-if minus without it, in `currency`; null when unknown. */
  closingDifference: string | null;
  currency: string;
}

/**
 * A buyer paying later and financing chosen receivables now: every change asks the worker again.
 * While a what-if applies, a chip says which and clears it, with its effect on the closing balance.
 */
export function WhatIfPanel(props: Props) {
  const { buyers, selectedCount, active, onClear } = props;
  const { t } = useTranslation();
  const [controls, setControls] = useState(props.initial);
  const onChange = (next: WhatIfControls) => {
    setControls(next);
    props.onChange(next);
  };
  const options = useMemo(
    () =>
      buyers.map((b) => ({
        value: b.code,
        label: b.name ? `${b.name} (${b.code})` : b.code,
      })),
    [buyers],
  );
  const buyer = buyers.find((b) => b.code === controls.buyerCode);
  const buyerText = buyer ? (buyer.name ?? buyer.code) : (controls.buyerCode ?? '');
  const days = delayDays(controls.days);
  const delaying = controls.buyerCode !== null && days !== null && days !== 0;
  const financing = controls.finance && selectedCount > 0;
  const diff = props.closingDifference;
  const sign = diff === null ? 0n : cents(diff);

  return (
    <section className={styles.whatIf} aria-labelledby="cashflow-whatif-title">
      <h2 id="cashflow-whatif-title" className={styles.sectionTitle}>
        {t('cashflow.whatif.title')}
      </h2>
      <div className={styles.whatIfFields}>
        <div className={styles.field}>
          <label htmlFor="cashflow-whatif-buyer">{t('cashflow.whatif.buyer')}</label>
          <Dropdown
            inputId="cashflow-whatif-buyer"
            value={controls.buyerCode}
            options={options}
            // Only the visible buyers are rendered: a company may sell to hundreds.
            virtualScrollerOptions={{ itemSize: 38 }}
            onChange={(e: { value: string | null }) =>
              onChange({ ...controls, buyerCode: e.value ?? null })
            }
            placeholder={t('cashflow.whatif.buyer_placeholder')}
            filter
            showClear
            className={styles.buyerSelect}
            itemTemplate={(option: { label: string }) => <span translate="no">{option.label}</span>}
            valueTemplate={(option: { label: string } | null, p: { placeholder?: string }) =>
              option ? <span translate="no">{option.label}</span> : <span>{p.placeholder}</span>
            }
            data-testid="cashflow-whatif-buyer"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="cashflow-whatif-days">{t('cashflow.whatif.days')}</label>
          <NumberInput
            id="cashflow-whatif-days"
            value={controls.days}
            options={delayInputOptions}
            onChange={(text) => onChange({ ...controls, days: text })}
            aria={{ 'aria-describedby': 'cashflow-whatif-days-help' }}
          />
          <small id="cashflow-whatif-days-help">{t('cashflow.whatif.days_help')}</small>
        </div>
        <div className={styles.field}>
          <span className={styles.switchRow}>
            {/* A checkbox, not PrimeReact's InputSwitch: the switch nests its input in a second
                interactive element (axe: nested-interactive); the checkbox's is corrected globally. */}
            <Checkbox
              inputId="cashflow-whatif-finance"
              checked={controls.finance}
              onChange={(e) => onChange({ ...controls, finance: Boolean(e.checked) })}
              aria-describedby="cashflow-whatif-finance-help"
            />
            <label htmlFor="cashflow-whatif-finance">{t('cashflow.whatif.finance')}</label>
          </span>
          <small id="cashflow-whatif-finance-help">
            {selectedCount > 0
              ? t('cashflow.whatif.finance_help', { count: selectedCount })
              : t('cashflow.whatif.finance_none')}
          </small>
        </div>
      </div>
      {active && (
        <div className={styles.activeRow} role="status" data-testid="cashflow-whatif-active">
          <span className={styles.chip}>
            <span>{t('cashflow.whatif.active')}</span>
            {delaying && (
              <span>
                <Trans
                  i18nKey="cashflow.whatif.delay_chip"
                  values={{ buyer: buyerText, days }}
                  components={{ data: <span translate="no" /> }}
                />
              </span>
            )}
            {financing && (
              <span>{t('cashflow.whatif.finance_chip', { count: selectedCount })}</span>
            )}
            <Button
              type="button"
              icon="pi pi-times"
              rounded
              text
              size="small"
              aria-label={t('cashflow.whatif.clear')}
              tooltip={t('cashflow.whatif.clear')}
              onClick={onClear}
              data-testid="cashflow-whatif-clear"
            />
          </span>
          {diff !== null && (
            <span
              data-testid="cashflow-whatif-effect"
              data-diff={diff}
              className={sign < 0n ? styles.worse : sign > 0n ? styles.better : undefined}
            >
              {t('cashflow.whatif.effect', {
                diff: `${props.currency} ${sign > 0n ? '+' : ''}${formatMoney(diff, props.currency)}`,
              })}
            </span>
          )}
        </div>
      )}
    </section>
  );
}
