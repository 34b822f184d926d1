import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Password } from 'primereact/password';
import { isApiError } from '../../../shared/errors/api-error';
import { paths } from '../../../shared/routes/paths';
import { validateForm } from '../../../shared/validation/field-errors';
import { useLeaveGuard } from '../../components/screen/use-leave-guard';
import { errorText } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { showToast } from '../../feedback/toast';
import { passwordFormSchema, type PasswordDraft, type PasswordField } from './forms/password-form';
import { FormCard } from './FormCard';
import { controlAria, FormField } from './FormField';
import { PasswordStrengthBar } from './PasswordStrengthBar';
import { fieldErrorText } from './field-error-text';
import { refusalByField } from './refusal-by-field';
import { useFormDraft } from './use-form-draft';
import { useSubmission } from './use-submission';
import { UserCenterFormPage } from './UserCenterFormPage';
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

/** The server's refusals that are about one field, by their message key. */
const FIELD_OF_KEY: Readonly<Record<string, PasswordField>> = {
  'user_center.error.old_password': 'oldPassword',
  'user_center.error.weak_password': 'newPassword',
};

const empty: PasswordDraft = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * /user-center/change-ps. A direct call, never a queued command: a password must not rest in
 * storage. The server's refusal (wrong old password, weak new one) is shown on its field and the
 * fields stay; success toasts and opens the profile.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const core = useCore();
  const navigate = useNavigate();
  const form = useFormDraft(empty);
  const { draft, errors, serverErrors, change } = form;
  const submission = useSubmission();
  const guard = useLeaveGuard(form.changed && !submission.done);

  const labels: Record<PasswordField, string> = {
    oldPassword: t('user_center.change_ps.old_password'),
    newPassword: t('user_center.change_ps.new_password'),
    confirmPassword: t('user_center.change_ps.confirm_password'),
  };
  const message = (field: PasswordField) =>
    serverErrors[field] ?? fieldErrorText(t, errors[field], labels[field]);

  async function submit() {
    const result = validateForm(passwordFormSchema, draft);
    form.setErrors(result.ok ? {} : result.errors);
    form.setServerErrors({});
    if (!result.ok) return;
    const { oldPassword, newPassword } = result.data;
    await submission.run(async () => {
      try {
        await core.session.changePassword(oldPassword, newPassword);
      } catch (error) {
        const text = errorText(t, error);
        const keyed = isApiError(error) ? FIELD_OF_KEY[error.messageKey ?? ''] : undefined;
        if (keyed) {
          form.setServerErrors({ [keyed]: text });
          return false;
        }
        const shown = (Object.keys(ids) as PasswordField[]).map((name) => ({
          name,
          label: labels[name],
        }));
        const refusal = refusalByField(shown, text, isApiError(error) ? error.fields : undefined);
        form.setServerErrors(refusal.byField);
        submission.setFailure(refusal.form);
        return false;
      }
      // Once changed, the texts have no further use on the page.
      form.setDraft(empty);
      showToast({ severity: 'success', summary: t('user_center.change_ps.changed') });
      guard.allowNextLeave();
      void navigate(paths.userCenter.getHref());
      return true;
    });
  }

  const field = (name: PasswordField, help?: ReactNode) => (
    <FormField
      id={ids[name]}
      name={name}
      label={labels[name]}
      required
      error={message(name)}
      help={help}
    >
      <Password
        inputId={ids[name]}
        className={styles.password}
        name={name}
        autoComplete={autoComplete[name]}
        value={draft[name]}
        onChange={(e) => change(name, e.target.value)}
        feedback={false}
        toggleMask
        disabled={submission.busy || submission.done}
        invalid={Boolean(message(name))}
        {...controlAria(ids[name], { required: true, error: message(name), help: Boolean(help) })}
      />
      {name === 'newPassword' && <PasswordStrengthBar password={draft.newPassword} />}
    </FormField>
  );

  return (
    <UserCenterFormPage
      title={t('user_center.change_ps.title')}
      testId="password-form"
      submitLabel={t('user_center.change_ps.submit')}
      busy={submission.busy}
      done={submission.done}
      problem={submission.failure}
      onSubmit={submit}
    >
      <FormCard title={t('user_center.change_ps.section')}>
        {field('oldPassword')}
        {field('newPassword', t('user_center.change_ps.policy'))}
        {field('confirmPassword')}
      </FormCard>
    </UserCenterFormPage>
  );
}
