import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from 'primereact/card';
import { Password } from 'primereact/password';
import { Button } from 'primereact/button';
import { paths } from '../../../shared/routes/paths';
import { validateForm } from '../../../shared/validation/field-errors';
import { useCore } from '../../core/use-core';
import { passwordFormSchema, type PasswordDraft, type PasswordField } from './forms/password-form';
import { FormField, invalidProps } from './FormField';
import { FormOutcome } from './FormOutcome';
import { PasswordStrengthBar } from './PasswordStrengthBar';
import { fieldErrorText } from './field-error-text';
import { useFormDraft } from './use-form-draft';
import { useSubmission } from './use-submission';
import { useReturnAfterSave } from './use-return-after-save';
import styles from './UserCenter.module.css';

const ids: Record<PasswordField, string> = {
  oldPassword: 'uc-old-password',
  newPassword: 'uc-new-password',
  confirmPassword: 'uc-confirm-password',
};

const autoComplete: Record<PasswordField, string> = {
  oldPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
};

const empty: PasswordDraft = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * /user-center/change-ps. A direct call, never a queued command: a password must not rest in
 * storage. The server's refusal (wrong old password, weak new one) is shown and the fields stay.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const core = useCore();
  const { draft, setDraft, errors, setErrors, change } = useFormDraft(empty);
  const submission = useSubmission();
  useReturnAfterSave(submission.done);

  const labels: Record<PasswordField, string> = {
    oldPassword: t('user_center.change_ps.old_password'),
    newPassword: t('user_center.change_ps.new_password'),
    confirmPassword: t('user_center.change_ps.confirm_password'),
  };
  const message = (field: PasswordField) => fieldErrorText(t, errors[field], labels[field]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateForm(passwordFormSchema, draft);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) return;
    const { oldPassword, newPassword } = result.data;
    // Once changed, the texts have no further use on the page.
    if (await submission.run(() => core.session.changePassword(oldPassword, newPassword))) {
      setDraft(empty);
    }
  }

  const field = (name: PasswordField) => (
    <Password
      inputId={ids[name]}
      name={name}
      autoComplete={autoComplete[name]}
      value={draft[name]}
      onChange={(e) => change(name, e.target.value)}
      feedback={false}
      toggleMask
      disabled={submission.busy || submission.done}
      {...invalidProps(ids[name], message(name))}
    />
  );

  return (
    <Card title={t('user_center.change_ps.title')} className={styles.page}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormField id={ids.oldPassword} label={labels.oldPassword} error={message('oldPassword')}>
          {field('oldPassword')}
        </FormField>
        <FormField id={ids.newPassword} label={labels.newPassword} error={message('newPassword')}>
          {field('newPassword')}
          <PasswordStrengthBar password={draft.newPassword} />
          <p className={styles.hint}>{t('user_center.change_ps.policy')}</p>
        </FormField>
        <FormField
          id={ids.confirmPassword}
          label={labels.confirmPassword}
          error={message('confirmPassword')}
        >
          {field('confirmPassword')}
        </FormField>
        <FormOutcome
          failure={submission.failure}
          success={submission.done ? t('user_center.change_ps.changed') : null}
        />
        <div className={styles.actions}>
          <Button
            type="submit"
            label={
              submission.busy
                ? t('user_center.change_ps.submitting')
                : t('user_center.change_ps.submit')
            }
            loading={submission.busy}
            disabled={submission.done}
          />
          <Link className="p-button p-button-text" to={paths.userCenter.getHref()}>
            {t('user_center.back')}
          </Link>
        </div>
      </form>
    </Card>
  );
}
