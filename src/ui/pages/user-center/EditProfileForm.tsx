import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { InputText } from 'primereact/inputtext';
import { Dropdown, type DropdownPassThroughOptions } from 'primereact/dropdown';
import { LANGUAGES } from '../../../shared/constants';
import { paths } from '../../../shared/routes/paths';
import { validateForm } from '../../../shared/validation/field-errors';
import { announceRefusal } from '../../components/declared-page/announce-refusal';
import { deliverCommand } from '../../components/declared-page/deliver-command';
import { useLeaveGuard } from '../../components/screen/use-leave-guard';
import { useCore } from '../../core/use-core';
import { showToast } from '../../feedback/toast';
import { session } from '../../state/core-state';
import { changeLanguage } from '../../i18n/change-language';
import { profileFormSchema, type ProfileDraft, type ProfileField } from './forms/profile-form';
import { TIME_FORMATS, timeZoneChoices } from './forms/profile-options';
import { languageName, timeZoneName } from './option-labels';
import { FormCard } from './FormCard';
import { controlAria, FormField } from './FormField';
import { fieldErrorText } from './field-error-text';
import { refusalByField } from './refusal-by-field';
import { useFormDraft } from './use-form-draft';
import { useSubmission } from './use-submission';
import { UserCenterFormPage } from './UserCenterFormPage';

const ids: Record<ProfileField, string> = {
  cname: 'uc-edit-cname',
  email: 'uc-edit-email',
  language: 'uc-edit-language',
  timeZone: 'uc-edit-time-zone',
  timeFormat: 'uc-edit-time-format',
};

/**
 * /user-center/edit: issues user.updateInfo and waits for its delivery. A refusal keeps what was
 * typed and lands on the field it names; success toasts and opens the profile; queued (offline)
 * says it will be sent and opens the profile with the edit shown. Leaving changed asks first.
 */
export function EditProfileForm({ initial }: { initial: ProfileDraft }) {
  const { t, i18n } = useTranslation();
  const core = useCore();
  const navigate = useNavigate();
  const form = useFormDraft(initial);
  const { draft, errors, serverErrors, change } = form;
  const submission = useSubmission();
  const guard = useLeaveGuard(form.changed && !submission.done);

  const labels: Record<ProfileField, string> = {
    cname: t('user_center.edit.cname'),
    email: t('user_center.edit.email'),
    language: t('user_center.edit.language'),
    timeZone: t('user_center.edit.time_zone'),
    timeFormat: t('user_center.edit.time_format'),
  };
  const message = (field: ProfileField) =>
    serverErrors[field] ?? fieldErrorText(t, errors[field], labels[field]);
  const aria = (field: ProfileField) =>
    controlAria(ids[field], { required: true, error: message(field) });
  const disabled = submission.busy || submission.done;
  const choices = (field: ProfileField) => ({
    inputId: ids[field],
    value: draft[field],
    invalid: Boolean(message(field)),
    disabled,
    // The focusable input carries the field's state; the label names it (htmlFor).
    pt: { input: aria(field) } as DropdownPassThroughOptions,
    onChange: (e: { value: unknown }) => change(field, String(e.value ?? '')),
  });
  const field = (name: ProfileField, input: ReactNode) => (
    <FormField id={ids[name]} name={name} label={labels[name]} required error={message(name)}>
      {input}
    </FormField>
  );

  async function submit() {
    const result = validateForm(profileFormSchema, draft);
    form.setErrors(result.ok ? {} : result.errors);
    form.setServerErrors({});
    if (!result.ok) return;
    const saved = result.data;
    await submission.run(async () => {
      const issued = await core.commands.issue('user.updateInfo', saved);
      const delivery = await deliverCommand(core, issued.id, t);
      if (delivery.kind === 'rejected') {
        await announceRefusal(core, issued.id, delivery.text, t);
        const shown = (Object.keys(ids) as ProfileField[]).map((name) => ({
          name,
          label: labels[name],
        }));
        const refusal = refusalByField(shown, delivery.text, delivery.fields);
        form.setServerErrors(refusal.byField);
        submission.setFailure(refusal.form);
        return false;
      }
      // The edit shows at once; the next bootstrap brings the server's view.
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
      title={t('user_center.edit.title')}
      testId="profile-form"
      submitLabel={t('user_center.edit.submit')}
      busy={submission.busy}
      done={submission.done}
      problem={submission.failure}
      onSubmit={submit}
    >
      <FormCard title={t('user_center.edit.section_personal')}>
        {field(
          'cname',
          <InputText
            id={ids.cname}
            autoComplete="name"
            translate="no"
            value={draft.cname}
            onChange={(e) => change('cname', e.target.value)}
            invalid={Boolean(message('cname'))}
            disabled={disabled}
            {...aria('cname')}
          />,
        )}
        {field(
          'email',
          <InputText
            id={ids.email}
            type="email"
            autoComplete="email"
            value={draft.email}
            onChange={(e) => change('email', e.target.value)}
            invalid={Boolean(message('email'))}
            disabled={disabled}
            {...aria('email')}
          />,
        )}
      </FormCard>
      <FormCard title={t('user_center.edit.section_region')}>
        {field(
          'language',
          <Dropdown
            options={LANGUAGES.map((code) => ({ value: code, label: languageName(t, code) }))}
            {...choices('language')}
          />,
        )}
        {field(
          'timeZone',
          <Dropdown
            options={timeZoneChoices(initial.timeZone).map((offset) => ({
              value: offset,
              label: timeZoneName(t, offset),
            }))}
            {...choices('timeZone')}
          />,
        )}
        {field('timeFormat', <Dropdown options={[...TIME_FORMATS]} {...choices('timeFormat')} />)}
      </FormCard>
    </UserCenterFormPage>
  );
}
