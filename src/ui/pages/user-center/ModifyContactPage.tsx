import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from 'primereact/card';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { paths } from '../../../shared/routes/paths';
import { validateForm } from '../../../shared/validation/field-errors';
import { useCore } from '../../core/use-core';
import { contactFormSchema, type ContactDraft, type ContactField } from './forms/contact-form';
import { FormField, invalidProps } from './FormField';
import { FormOutcome } from './FormOutcome';
import { fieldErrorText } from './field-error-text';
import { useFormDraft } from './use-form-draft';
import { useSubmission } from './use-submission';
import { useReturnAfterSave } from './use-return-after-save';
import styles from './UserCenter.module.css';

const ids: Record<ContactField, string> = {
  mobile: 'uc-contact-mobile',
  noticeEmail: 'uc-contact-notice-email',
};

/** The session does not carry the contacts (only a masked mobile elsewhere), so both start empty. */
const empty: ContactDraft = { mobile: '', noticeEmail: '' };

/** /user-center/modify: issues user.modifyContact; "Saved" means durably queued. */
export default function ModifyContactPage() {
  const { t } = useTranslation();
  const core = useCore();
  const { draft, errors, setErrors, change } = useFormDraft(empty);
  const submission = useSubmission();
  useReturnAfterSave(submission.done);

  const labels: Record<ContactField, string> = {
    mobile: t('user_center.modify.mobile'),
    noticeEmail: t('user_center.modify.notice_email'),
  };
  const message = (field: ContactField) => fieldErrorText(t, errors[field], labels[field]);
  const control = (field: ContactField) => ({
    id: ids[field],
    value: draft[field],
    onChange: (e: { target: { value: string } }) => change(field, e.target.value),
    disabled: submission.busy || submission.done,
    ...invalidProps(ids[field], message(field)),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateForm(contactFormSchema, draft);
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) {
      await submission.run(() => core.commands.issue('user.modifyContact', result.data));
    }
  }

  return (
    <Card title={t('user_center.modify.title')} className={styles.page}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.hint}>{t('user_center.modify.hint')}</p>
        <FormField id={ids.mobile} label={labels.mobile} error={message('mobile')}>
          <InputText type="tel" autoComplete="tel" inputMode="tel" {...control('mobile')} />
        </FormField>
        <FormField id={ids.noticeEmail} label={labels.noticeEmail} error={message('noticeEmail')}>
          <InputText type="email" autoComplete="email" {...control('noticeEmail')} />
        </FormField>
        <FormOutcome
          failure={submission.failure}
          success={submission.done ? t('user_center.saved') : null}
        />
        <div className={styles.actions}>
          <Button
            type="submit"
            label={
              submission.busy ? t('user_center.modify.saving') : t('user_center.modify.submit')
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
