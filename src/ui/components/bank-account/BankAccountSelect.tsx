import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown } from 'primereact/dropdown';
import type { CurrencyAccount } from '../../../api/endpoints/company/account-by-currency-list';
import { acceptsCurrency } from '../../../shared/bank-account/account-status';
import { useCore } from '../../core/use-core';

interface Props {
  id: string;
  /** The chosen account's id; null when none is chosen. */
  value: string | null;
  onChange: (account: CurrencyAccount | null) => void;
  /** The order's currency; null until a product is chosen. */
  currency: string | null;
  invalid?: boolean;
  disabled?: boolean;
  required?: boolean;
  describedBy?: string;
}

/**
 * The account an order's funds are paid to: the company's enabled accounts holding the order's
 * currency (accountByCurrencyList), read again when the currency changes. A chosen account that
 * the new currency does not offer is cleared. On a failed read the list is cleared (spec 001 §8).
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
    core.bankAccounts.byCurrency(currency).then(
      (accounts) => {
        if (live) setLoaded({ currency, accounts });
      },
      () => {
        if (live) setLoaded({ currency, accounts: [] });
      },
    );
    return () => {
      live = false;
    };
  }, [core, currency]);

  const current = useMemo(
    () => (loaded !== null && loaded.currency === currency ? loaded.accounts : []),
    [loaded, currency],
  );
  const offered = useMemo(
    () => (currency === null ? [] : current.filter((a) => acceptsCurrency(a, currency))),
    [current, currency],
  );
  const notOffered = current.length - offered.length;

  useEffect(() => {
    if (value !== null && loaded !== null && loaded.currency === currency) {
      if (!offered.some((a) => a.id === value)) onChange(null);
    }
  }, [value, loaded, currency, offered, onChange]);

  return (
    <div>
      <Dropdown
        inputId={id}
        value={value}
        options={offered}
        optionValue="id"
        optionLabel="bankAccount"
        itemTemplate={(a: CurrencyAccount) => (
          <span>
            {a.bankAccount} · {a.bankName} · {a.accountName}
          </span>
        )}
        onChange={(e) => onChange(offered.find((a) => a.id === e.value) ?? null)}
        placeholder={
          currency === null
            ? t('bank_account.select.no_currency')
            : t('bank_account.select.placeholder', { currency })
        }
        emptyMessage={t('bank_account.select.empty', { currency: currency ?? '' })}
        disabled={disabled === true || currency === null}
        invalid={invalid}
        aria-required={required}
        aria-describedby={describedBy}
        className="w-full"
      />
      {notOffered > 0 && currency !== null ? (
        <small>{t('bank_account.select.not_offered', { count: notOffered, currency })}</small>
      ) : null}
    </div>
  );
}
