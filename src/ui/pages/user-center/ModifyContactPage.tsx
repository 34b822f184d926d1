import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { InputText } from 'primereact/inputtext';
import { paths } from '../../../shared/routes/paths';
import { validateForm } from '../../../shared/validation/field-errors';
import { announceRefusal } from '../../components/declared-page/announce-refusal';
import { deliverCommand } from '../../components/declared-page/deliver-command';
import { useLeaveGuard } from '../../components/screen/use-leave-guard';
import { useCore } from '../../core/use-core';
import { showToast } from '../../feedback/toast';
import { contactFormSchema, type ContactDraft, type ContactField } from './forms/contact-form';
import { FormCard } from './FormCard';
import { controlAria, FormField } from './FormField';
import { fieldErrorText } from './field-error-text';
import { refusalByField } from './refusal-by-field';
import { useFormDraft } from './use-form-draft';
import { useSubmission } from './use-submission';
import { UserCenterFormPage } from './UserCenterFormPage';
import styles from './UserCenter.module.css';

const ids: Record<ContactField, string> = {
  mobile: 'uc-contact-mobile',
  noticeEmail: 'uc-contact-notice-email',
};

/** The session does not carry the contacts (only a masked mobile elsewhere), so both start empty. */
const empty: ContactDraft = { mobile: '', noticeEmail: '' };

/**
 * /user-center/modify: issues user.modifyContact and waits for its delivery; a refusal lands on
 * its field, success toasts and opens the profile, leaving changed asks first.
 */
export default function ModifyContactPage() {
  const { t } = useTranslation();
  const core = useCore();
  const navigate = useNavigate();
  const form = useFormDraft(empty);
  const { draft, errors, serverErrors, change } = form;
  const submission = useSubmission();
  const guard = useLeaveGuard(form.changed && !submission.done);

  const labels: Record<ContactField, string> = {
    mobile: t('user_center.modify.mobile'),
    noticeEmail: t('user_center.modify.notice_email'),
  };
  const message = (field: ContactField) =>
    serverErrors[field] ?? fieldErrorText(t, errors[field], labels[field]);
  const control = (field: ContactField) => ({
    id: ids[field],
    value: draft[field],
    onChange: (e: { target: { value: string } }) => change(field, e.target.value),
    disabled: submission.busy || submission.done,
    invalid: Boolean(message(field)),
    ...controlAria(ids[field], { required: true, error: message(field) }),
  });
  const field = (name: ContactField, input: ReactNode) => (
    <FormField id={ids[name]} name={name} label={labels[name]} required error={message(name)}>
      {input}
    </FormField>
  );

  async function submit() {
    const result = validateForm(contactFormSchema, draft);
    form.setErrors(result.ok ? {} : result.errors);
    form.setServerErrors({});
    if (!result.ok) return;
    const payload = result.data;
    await submission.run(async () => {
      const issued = await core.commands.issue('user.modifyContact', payload);
      const delivery = await deliverCommand(core, issued.id, t);
      if (delivery.kind === 'rejected') {
        await announceRefusal(core, issued.id, delivery.text, t);
        const shown = (Object.keys(ids) as ContactField[]).map((name) => ({
          name,
          label: labels[name],
        }));
        const refusal = refusalByField(shown, delivery.text, delivery.fields);
        form.setServerErrors(refusal.byField);
        submission.setFailure(refusal.form);
        return false;
      }
      const applied = delivery.kind === 'applied';
      showToast({
        severity: applied ? 'success' : 'info',
        summary: t(applied ? 'pages.form.saved' : 'screen.form.queued_summary'),
      });
      guard.allowNextLeave();
      void navigate(paths.userCenter.getHref());
      return true;
    });
  }

  return (
    <UserCenterFormPage
      title={t('user_center.modify.title')}
      testId="contact-form"
      submitLabel={t('user_center.modify.submit')}
      busy={submission.busy}
      done={submission.done}
      problem={submission.failure}
      onSubmit={submit}
    >
      <FormCard title={t('user_center.modify.section')}>
        <p className={styles.hint}>{t('user_center.modify.hint')}</p>
        {field(
          'mobile',
          <InputText type="tel" autoComplete="tel" inputMode="tel" {...control('mobile')} />,
        )}
        {field(
          'noticeEmail',
          <InputText type="email" autoComplete="email" {...control('noticeEmail')} />,
        )}
      </FormCard>
    </UserCenterFormPage>
  );
}
