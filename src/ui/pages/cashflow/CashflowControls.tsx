import { useTranslation } from 'react-i18next';
import { Dropdown } from 'primereact/dropdown';
import { SelectButton } from 'primereact/selectbutton';
import type { CashflowGrain } from '../../../shared/dashboard/cashflow';
import styles from './Cashflow.module.css';

interface Props {
  grain: CashflowGrain;
  onGrain: (grain: CashflowGrain) => void;
  currency: string | null;
  currencies: readonly string[];
  onCurrency: (currency: string) => void;
}

const GRAINS: readonly CashflowGrain[] = ['week', 'month'];

/** 13 weeks or 12 months, and the one currency shown (amounts are never added across currencies). */
export function CashflowControls({ grain, onGrain, currency, currencies, onCurrency }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.controls}>
      <div className={styles.field}>
        <span id="cashflow-grain-label">{t('cashflow.grain.label')}</span>
        <SelectButton
          value={grain}
          options={GRAINS.map((value) => ({ value, label: t(`cashflow.grain.${value}`) }))}
          allowEmpty={false}
          onChange={(e: { value: CashflowGrain | null }) => {
            if (e.value) onGrain(e.value);
          }}
          aria-labelledby="cashflow-grain-label"
          data-testid="cashflow-grain"
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="cashflow-currency">{t('cashflow.currency')}</label>
        <Dropdown
          inputId="cashflow-currency"
          value={currency}
          options={currencies.map((c) => ({ value: c, label: c }))}
          onChange={(e: { value: string | null }) => {
            if (e.value) onCurrency(e.value);
          }}
          disabled={currencies.length === 0}
          className={styles.currencySelect}
          data-testid="cashflow-currency"
        />
      </div>
    </div>
  );
}
