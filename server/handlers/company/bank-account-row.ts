/** A bank_accounts row as the company handlers select it (the entity of spec 001 §3). */
export interface BankAccountRow {
  id: string;
  account_name: string;
  bank_name: string;
  bank_name_en: string;
  bank_account: string;
  bank_code: string;
  cnaps: string | null;
  currency: string;
  status: 'ENABLE' | 'DISABLE';
  can_enable: boolean;
}

/** The columns of a BankAccountRow, prefixed by the table's alias when given. */
export const bankAccountColumns = (alias = '') =>
  [
    'id',
    'account_name',
    'bank_name',
    'bank_name_en',
    'bank_account',
    'bank_code',
    'cnaps',
    'currency',
    'status',
    'can_enable',
  ]
    .map((c) => `${alias ? `${alias}.` : ''}${c}`)
    .join(', ');

/** The spec's bank account fields of a row, one shape for the company detail and the pickers. */
export function bankAccountOf(a: BankAccountRow) {
  return {
    id: a.id,
    accountName: a.account_name,
    bankName: a.bank_name,
    bankNameEn: a.bank_name_en,
    bankAccount: a.bank_account,
    bankCode: a.bank_code,
    cnaps: a.cnaps,
    currency: a.currency,
    status: a.status,
    canEnable: a.can_enable,
  };
}
