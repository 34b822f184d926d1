import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chips } from 'primereact/chips';
import type { BankAccount } from '../../../api/endpoints/company-edit/bank-account';
import { useCore } from '../../core/use-core';
import { errorIdOf, helpIdOf } from '../user-center/FormField';
import styles from './CompanyEditForm.module.css';

interface Props {
  id: string;
  numbers: string[];
  onChange: (numbers: string[]) => void;
  /** The numbers that are none of the company's accounts (for the field's message). */
  onMissing: (missing: string[]) => void;
  invalid: boolean;
  disabled: boolean;
}

/**
 * The accounts a role uses, as account numbers; every change looks the whole list up in one call
 * (queryBatchBankAccountList) and lists what each number is, or names those that are none of the
 * company's accounts.
 */
export function AccountsField({ id, numbers, onChange, onMissing, invalid, disabled }: Props) {
  const { t } = useTranslation();
  const core = useCore();
  const [found, setFound] = useState<BankAccount[]>([]);
  const key = numbers.join('\n');

  useEffect(() => {
    let live = true;
    const asked = key === '' ? [] : key.split('\n');
    core.companyEdit.accounts(asked).then(
      (answer) => {
        if (!live) return;
        setFound(answer.found);
        onMissing(answer.missing);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [core, key, onMissing]);

  return (
    <>
      <Chips
        inputId={id}
        value={numbers}
        separator=","
        allowDuplicate={false}
        addOnBlur
        disabled={disabled}
        invalid={invalid}
        onChange={(e) => onChange((e.value ?? []).map((n) => n.trim()).filter((n) => n !== ''))}
        pt={{
          input: {
            'aria-invalid': invalid,
            'aria-describedby': [helpIdOf(id), invalid ? errorIdOf(id) : null]
              .filter(Boolean)
              .join(' '),
          },
        }}
      />
      {found.length > 0 && (
        <ul className={styles.accounts} aria-label={t('company_edit.accounts_label')}>
          {found.map((a) => (
            <li key={a.id} translate="no">
              {a.bankAccount} ·{' '}
              {t('company_edit.account_found', { bank: a.bankNameEn, currency: a.currency })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
