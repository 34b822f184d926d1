import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import {
  resetFormSchema,
  type ResetDraft,
  type ResetField,
} from '../../../shared/password-reset/reset-form';
import { CODE_LENGTH, normalizeCode } from '../../../shared/password-reset/reset-rules';
import { validateForm } from '../../../shared/validation/field-errors';
import { controlAria, FormField } from '../user-center/FormField';
import { fieldErrorText } from '../user-center/field-error-text';
import { PasswordStrengthBar } from '../user-center/PasswordStrengthBar';
import { useFormDraft } from '../user-center/use-form-draft';
import type { ResetRefusal } from './reset-errors';
import { useCountdown } from './use-countdown';
import styles from './ResetPassword.module.css';

const ids: Record<ResetField, string> = {
  code: 'reset-code',
  newPassword: 'reset-new-password',
  confirmPassword: 'reset-confirm-password',
};

const empty: ResetDraft = { code: '', newPassword: '', confirmPassword: '' };

interface ResetStepProps {
  account: string;
  validMinutes: number;
  /** Date.now() instant from which "send again" is accepted. */
  resendAt: number;
  /** Sets the password; resolves to the refusal, or null when done. */
  onSubmit(code: string, newPassword: string): Promise<ResetRefusal | null>;
  /** Asks for a new code; resolves to the refusal's text, or null when sent. */
  onResend(): Promise<string | null>;
  onOtherAccount(): void;
}

/**
 * Step two: the code from the e-mail and the new password twice, checked with the user centre's
 * rule before sending. A refusal lands on its field and keeps everything typed: a wrong code
 * leaves both passwords as they were, so only the code needs fixing.
 */
export function ResetStep(props: ResetStepProps) {
  const { account, validMinutes, resendAt, onSubmit, onResend, onOtherAccount } = props;
  const { t } = useTranslation();
  const form = useFormDraft(empty);
  const { draft, errors, serverErrors, change } = form;
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const wait = useCountdown(resendAt);
  const codeInput = useRef<HTMLInputElement>(null);

  const labels: Record<ResetField, string> = {
    code: t('reset_password.code.code'),
    newPassword: t('reset_password.code.new_password'),
    confirmPassword: t('reset_password.code.confirm_password'),
  };
  const message = (field: ResetField) =>
    serverErrors[field] ?? fieldErrorText(t, errors[field], labels[field]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateForm(resetFormSchema, draft);
    form.setErrors(result.ok ? {} : result.errors);
    form.setServerErrors({});
    setProblem(null);
    if (!result.ok) return;
    setBusy(true);
    try {
      const refusal = await onSubmit(result.data.code, result.data.newPassword);
      if (refusal) {
        form.setServerErrors(refusal.byField);
        setProblem(refusal.form);
        if (refusal.byField.code) codeInput.current?.focus();
      }
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setResending(true);
    setProblem(null);
    setNotice(null);
    try {
      const refused = await onResend();
      if (refused) setProblem(refused);
      else {
        setNotice(t('reset_password.code.resent'));
        // The old code no longer works: keep the passwords, clear what was typed for it.
        change('code', '');
      }
    } finally {
      setResending(false);
    }
  }

  const field = (name: ResetField, control: ReactNode, help?: ReactNode) => (
    <FormField
      id={ids[name]}
      name={name}
      label={labels[name]}
      required
      error={message(name)}
      help={help}
    >
      {control}
      {name === 'newPassword' && <PasswordStrengthBar password={draft.newPassword} />}
    </FormField>
  );

  const password = (name: 'newPassword' | 'confirmPassword', help?: string) =>
    field(
      name,
      <Password
        inputId={ids[name]}
        name={name}
        autoComplete="new-password"
        value={draft[name]}
        onChange={(e) => change(name, e.target.value)}
        feedback={false}
        toggleMask
        disabled={busy}
        invalid={Boolean(message(name))}
        {...controlAria(ids[name], { required: true, error: message(name), help: Boolean(help) })}
      />,
      help,
    );

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="reset-code-form">
      <p className={styles.text}>
        {t('reset_password.code.account')}{' '}
        <strong translate="no" data-testid="reset-account">
          {account}
        </strong>
      </p>
      <p className={styles.text}>{t('reset_password.code.sent', { minutes: validMinutes })}</p>
      <p className={styles.text}>
        {t('reset_password.code.mailbox')}{' '}
        <a className={styles.link} href="/dev/mailbox" target="_blank" rel="noopener noreferrer">
          {t('reset_password.code.mailbox_link')}
        </a>
      </p>
      {notice && <Message severity="success" text={notice} />}
      {field(
        'code',
        <InputText
          id={ids.code}
          ref={codeInput}
          name="code"
          className={styles.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={draft.code}
          // Pasted with spaces or dashes ("123 456"), the digits are kept.
          onChange={(e) => change('code', normalizeCode(e.target.value))}
          disabled={busy}
          invalid={Boolean(message('code'))}
          translate="no"
          autoFocus
          {...controlAria(ids.code, { required: true, error: message('code'), help: true })}
        />,
        t('reset_password.code.code_help', { length: CODE_LENGTH }),
      )}
      {password('newPassword', t('reset_password.code.policy'))}
      {password('confirmPassword')}
      {problem && <Message severity="error" text={problem} role="alert" />}
      <Button
        type="submit"
        className={styles.submit}
        label={busy ? t('reset_password.code.saving') : t('reset_password.code.submit')}
        loading={busy}
      />
      <div className={styles.links}>
        <Button
          type="button"
          link
          className={styles.link}
          label={
            wait > 0
              ? t('reset_password.code.resend_in', { seconds: wait })
              : t('reset_password.code.resend')
          }
          disabled={wait > 0 || resending || busy}
          loading={resending}
          onClick={() => void resend()}
        />
        <Button
          type="button"
          link
          className={styles.link}
          label={t('reset_password.code.other_account')}
          onClick={onOtherAccount}
        />
      </div>
    </form>
  );
}
