import type { TFunction } from 'i18next';
import type { CurrencyAccount } from '../../../api/endpoints/company/account-by-currency-list';
import type { DescriptionItem } from '../screen/DescriptionsList';
import { AccountStatusTag } from './AccountStatusTag';
import type { AccountFieldKey } from './account-field-key';

/** The payee-style account of spec 001 §3 (a funder's receiving account as a payer sees it). */
export interface PayeeAccount {
  payeeName: string;
  payeeBankName: string;
  payeeBankNameEn: string | null;
  payeeAcctNo: string;
  payeeBankNo: string | null;
  payeeCurrency: string;
}

/** A company account as the payee variant reads it. */
export const asPayee = (a: CurrencyAccount): PayeeAccount => ({
  payeeName: a.accountName,
  payeeBankName: a.bankName,
  payeeBankNameEn: a.bankNameEn,
  payeeAcctNo: a.bankAccount,
  payeeBankNo: a.bankCode,
  payeeCurrency: a.currency,
});

/** The entity's fields as label/value pairs; `swift` names the bank code SWIFT code. */
export function accountItems(
  a: CurrencyAccount,
  t: TFunction,
  options: { swift?: boolean } = {},
): DescriptionItem[] {
  const f = (key: AccountFieldKey) => t(`bank_account.field.${key}`);
  return [
    {
      key: 'accountName',
      label: f('account_name'),
      value: <span translate="no">{a.accountName}</span>,
    },
    { key: 'bankAccount', label: f('bank_account'), value: a.bankAccount },
    { key: 'bankName', label: f('bank_name'), value: <span translate="no">{a.bankName}</span> },
    {
      key: 'bankNameEn',
      label: f('bank_name_en'),
      value: <span translate="no">{a.bankNameEn}</span>,
    },
    {
      key: 'bankCode',
      label: f(options.swift === true ? 'swift_code' : 'bank_code'),
      value: a.bankCode,
    },
    { key: 'cnaps', label: f('cnaps'), value: a.cnaps },
    { key: 'currency', label: f('currency'), value: a.currency },
    {
      key: 'status',
      label: f('status'),
      value: <AccountStatusTag status={a.status} canEnable={a.canEnable} />,
    },
  ];
}

/**
 * The payee variant's fields; with the account's status when known, since a payer must see that
 * an account is not active before paying into it.
 */
export function payeeItems(
  p: PayeeAccount,
  t: TFunction,
  status?: { status: string; canEnable: boolean },
): DescriptionItem[] {
  const f = (key: AccountFieldKey) => t(`bank_account.field.${key}`);
  const items: DescriptionItem[] = [
    { key: 'payeeName', label: f('payee_name'), value: <span translate="no">{p.payeeName}</span> },
    { key: 'payeeAcctNo', label: f('payee_acct_no'), value: p.payeeAcctNo },
    {
      key: 'payeeBankName',
      label: f('payee_bank_name'),
      value: <span translate="no">{p.payeeBankName}</span>,
    },
    {
      key: 'payeeBankNameEn',
      label: f('payee_bank_name_en'),
      value: p.payeeBankNameEn === null ? null : <span translate="no">{p.payeeBankNameEn}</span>,
    },
    { key: 'payeeBankNo', label: f('payee_bank_no'), value: p.payeeBankNo },
    { key: 'payeeCurrency', label: f('payee_currency'), value: p.payeeCurrency },
  ];
  if (status === undefined) return items;
  return [
    ...items,
    {
      key: 'status',
      label: f('status'),
      value: <AccountStatusTag status={status.status} canEnable={status.canEnable} />,
    },
  ];
}
