import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { identifyFormSchema } from '../../../shared/password-reset/reset-form';
import { ACCOUNT_MAX_LENGTH } from '../../../shared/password-reset/reset-rules';
import { validateForm, type FieldError } from '../../../shared/validation/field-errors';
import { controlAria, FormField } from '../user-center/FormField';
import { fieldErrorText } from '../user-center/field-error-text';
import styles from './ResetPassword.module.css';

const ID = 'reset-account';

interface IdentifyStepProps {
  account: string;
  onAccountChange(account: string): void;
  /** Sends the request; resolves to the form's message when refused, null when sent. */
  onSubmit(account: string): Promise<string | null>;
}

/** Step one: who the account is. What was typed stays on every refusal. */
export function IdentifyStep({ account, onAccountChange, onSubmit }: IdentifyStepProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<FieldError | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const label = t('reset_password.identify.account');
  const message = fieldErrorText(t, error, label);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateForm(identifyFormSchema, { account });
    setError(result.ok ? undefined : result.errors.account);
    setProblem(null);
    if (!result.ok) return;
    setBusy(true);
    try {
      setProblem(await onSubmit(result.data.account));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="reset-identify">
      <p className={styles.text}>{t('reset_password.identify.intro')}</p>
      <FormField id={ID} name="account" label={label} required error={message}>
        <InputText
          id={ID}
          name="account"
          className={styles.field}
          autoComplete="username"
          maxLength={ACCOUNT_MAX_LENGTH}
          value={account}
          onChange={(e) => {
            onAccountChange(e.target.value);
            setError(undefined);
          }}
          invalid={Boolean(message)}
          translate="no"
          autoFocus
          {...controlAria(ID, { required: true, error: message })}
        />
      </FormField>
      {problem && <Message severity="error" text={problem} role="alert" />}
      <Button
        type="submit"
        className={styles.submit}
        label={busy ? t('reset_password.identify.sending') : t('reset_password.identify.submit')}
        loading={busy}
      />
    </form>
  );
}
