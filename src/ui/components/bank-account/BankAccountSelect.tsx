import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown } from 'primereact/dropdown';
import type { CurrencyAccount } from '../../../api/endpoints/company/account-by-currency-list';
import { acceptsCurrency } from '../../../shared/bank-account/account-status';
import { useCore } from '../../core/use-core';
import { AccountOption } from './AccountOption';
import styles from './BankAccountCards.module.css';

interface Props {
  id: string;
  /** The chosen account's id; null (or '') when none is chosen. */
  value: string | null;
  onChange: (account: CurrencyAccount | null) => void;
  /** The order's currency; null until a product is chosen. */
  currency: string | null;
  invalid?: boolean;
  disabled?: boolean;
  required?: boolean;
  describedBy?: string;
  placeholder?: string;
}

/** Spec 001 §9: the account list is read again at most every 100 ms while the currency changes. */
const REFRESH_DEBOUNCE_MS = 100;

/**
 * The account an order's funds are paid to: the company's accounts holding the order's currency
 * (accountByCurrencyList), read again when the currency changes. Enabled ones come first and are
 * choosable; a disabled or pending-activate one is listed with its tag but cannot be chosen, so
 * the user sees why an account they know of is not offered
 * (docs/finance-order-pickers.md#the-account-select). A chosen account the new currency does not
 * offer is cleared. On a failed read the list is cleared (spec 001 §8).
 */
export function BankAccountSelect(props: Props) {
  const { id, value, onChange, currency, invalid, disabled, required, describedBy } = props;
  const { t } = useTranslation();
  const core = useCore();
  const [loaded, setLoaded] = useState<{ currency: string; accounts: CurrencyAccount[] } | null>(
    null,
  );

  useEffect(() => {
    if (currency === null) return;
    let live = true;
    const timer = setTimeout(() => {
      core.bankAccounts.byCurrency(currency).then(
        (accounts) => {
          if (live) setLoaded({ currency, accounts });
        },
        () => {
          if (live) setLoaded({ currency, accounts: [] });
        },
      );
    }, REFRESH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [core, currency]);

  const ready = loaded !== null && loaded.currency === currency;
  const choosable = useMemo(
    () => (a: CurrencyAccount) => currency !== null && acceptsCurrency(a, currency),
    [currency],
  );
  const listed = useMemo(() => {
    const current = ready ? loaded.accounts : [];
    return [...current.filter(choosable), ...current.filter((a) => !choosable(a))];
  }, [ready, loaded, choosable]);
  const notOffered = listed.filter((a) => !choosable(a)).length;
  const chosen = value === null || value === '' ? null : value;

  useEffect(() => {
    if (chosen !== null && ready && !listed.some((a) => a.id === chosen && choosable(a))) {
      onChange(null);
    }
  }, [chosen, ready, listed, choosable, onChange]);

  return (
    <div className={styles.select}>
      <Dropdown
        inputId={id}
        value={chosen}
        options={listed}
        optionValue="id"
        optionLabel="bankAccount"
        optionDisabled={(a: CurrencyAccount) => !choosable(a)}
        // PrimeReact marks a disabled item for styling only; assistive technology needs it too.
        pt={{ item: (o) => ({ 'aria-disabled': o?.context.disabled === true }) }}
        itemTemplate={(a: CurrencyAccount) => <AccountOption account={a} />}
        valueTemplate={(a: CurrencyAccount | null, p) =>
          a ? <AccountOption account={a} tag={false} /> : <span>{p.placeholder}</span>
        }
        onChange={(e) => onChange(listed.find((a) => a.id === e.value && choosable(a)) ?? null)}
        placeholder={
          props.placeholder ??
          (currency === null
            ? t('bank_account.select.no_currency')
            : t('bank_account.select.placeholder', { currency }))
        }
        emptyMessage={t('bank_account.select.empty', { currency: currency ?? '' })}
        disabled={disabled === true || currency === null}
        loading={currency !== null && !ready}
        invalid={invalid}
        aria-required={required}
        aria-describedby={describedBy}
        className={styles.fill}
      />
      {notOffered > 0 && currency !== null ? (
        <small className={styles.hint}>
          {t('bank_account.select.not_offered', { count: notOffered, currency })}
        </small>
      ) : null}
    </div>
  );
}
