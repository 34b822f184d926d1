import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from 'primereact/card';
import { InputText } from 'primereact/inputtext';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { LANGUAGES } from '../../../shared/constants';
import { paths } from '../../../shared/routes/paths';
import { validateForm } from '../../../shared/validation/field-errors';
import { useCore } from '../../core/use-core';
import { session } from '../../state/core-state';
import { changeLanguage } from '../../i18n/change-language';
import { profileFormSchema, type ProfileDraft, type ProfileField } from './forms/profile-form';
import { TIME_FORMATS, timeZoneChoices } from './forms/profile-options';
import { languageName, timeZoneName } from './option-labels';
import { FormField, invalidProps } from './FormField';
import { FormOutcome } from './FormOutcome';
import { fieldErrorText } from './field-error-text';
import { useFormDraft } from './use-form-draft';
import { useSubmission } from './use-submission';
import { useReturnAfterSave } from './use-return-after-save';
import styles from './UserCenter.module.css';

const ids: Record<ProfileField, string> = {
  cname: 'uc-edit-cname',
  email: 'uc-edit-email',
  language: 'uc-edit-language',
  timeZone: 'uc-edit-time-zone',
  timeFormat: 'uc-edit-time-format',
};

/** Issues user.updateInfo; "Saved" means durably queued, the outbox delivers it. */
export function EditProfileForm({ initial }: { initial: ProfileDraft }) {
  const { t, i18n } = useTranslation();
  const core = useCore();
  const { draft, errors, setErrors, change } = useFormDraft(initial);
  const submission = useSubmission();
  useReturnAfterSave(submission.done);

  const labels: Record<ProfileField, string> = {
    cname: t('user_center.edit.cname'),
    email: t('user_center.edit.email'),
    language: t('user_center.edit.language'),
    timeZone: t('user_center.edit.time_zone'),
    timeFormat: t('user_center.edit.time_format'),
  };
  const message = (field: ProfileField) => fieldErrorText(t, errors[field], labels[field]);
  const control = (field: ProfileField) => ({
    ...invalidProps(ids[field], message(field)),
    disabled: submission.busy || submission.done,
  });
  const choices = (field: ProfileField) => ({
    ...control(field),
    inputId: ids[field],
    value: draft[field],
    onChange: (e: { value: unknown }) => change(field, String(e.value ?? '')),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateForm(profileFormSchema, draft);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) return;
    const saved = result.data;
    await submission.run(async () => {
      await core.commands.issue('user.updateInfo', saved);
      // Optimistic: the queued edit shows at once; the next bootstrap brings the server's view.
      const current = session.value;
      if (current) {
        session.value = {
          ...current,
          timeZone: saved.timeZone,
          timeFormat: saved.timeFormat,
          principal: {
            ...current.principal,
            user: {
              ...current.principal.user,
              cname: saved.cname,
              email: saved.email,
              language: saved.language,
            },
          },
        };
      }
      if (saved.language !== i18n.language) await changeLanguage(core, saved.language);
    });
  }

  return (
    <Card title={t('user_center.edit.title')} className={styles.page}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormField id={ids.cname} label={labels.cname} error={message('cname')}>
          <InputText
            id={ids.cname}
            autoComplete="name"
            value={draft.cname}
            onChange={(e) => change('cname', e.target.value)}
            {...control('cname')}
          />
        </FormField>
        <FormField id={ids.email} label={labels.email} error={message('email')}>
          <InputText
            id={ids.email}
            type="email"
            autoComplete="email"
            value={draft.email}
            onChange={(e) => change('email', e.target.value)}
            {...control('email')}
          />
        </FormField>
        <FormField id={ids.language} label={labels.language} error={message('language')}>
          <Dropdown
            options={LANGUAGES.map((code) => ({ value: code, label: languageName(t, code) }))}
            {...choices('language')}
          />
        </FormField>
        <FormField id={ids.timeZone} label={labels.timeZone} error={message('timeZone')}>
          <Dropdown
            options={timeZoneChoices(initial.timeZone).map((offset) => ({
              value: offset,
              label: timeZoneName(t, offset),
            }))}
            {...choices('timeZone')}
          />
        </FormField>
        <FormField id={ids.timeFormat} label={labels.timeFormat} error={message('timeFormat')}>
          <Dropdown options={[...TIME_FORMATS]} {...choices('timeFormat')} />
        </FormField>
        <FormOutcome
          failure={submission.failure}
          success={submission.done ? t('user_center.saved') : null}
        />
        <div className={styles.actions}>
          <Button
            type="submit"
            label={submission.busy ? t('user_center.edit.saving') : t('user_center.edit.submit')}
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
