import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Dropdown, type DropdownPassThroughOptions } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { isApiError } from '../../../shared/errors/api-error';
import { ID_TYPES, type IdType } from '../../../shared/realname/realname-rules';
import { paths } from '../../../shared/routes/paths';
import { useLeaveGuard } from '../../components/screen/use-leave-guard';
import { errorText, translateKey } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { showToast } from '../../feedback/toast';
import { FormCard } from '../user-center/FormCard';
import { controlAria, FormField } from '../user-center/FormField';
import { UserCenterFormPage } from '../user-center/UserCenterFormPage';
import { personProblems, type PersonDraft, type PersonField } from './person-problems';

const ids: Record<PersonField, string> = {
  realName: 'realname-person-name',
  idType: 'realname-person-id-type',
  idNo: 'realname-person-id-no',
};
const empty: PersonDraft = { realName: '', idType: 'ID_CARD', idNo: '' };

/**
 * /realname/verify-Personal: name and ID document. The shared rules (checksum, birth date, age,
 * passport format) mark the field before anything is sent; the server checks again and its
 * refusal lands on the field it names. A refused document opens personal-error, a verified one
 * personal-success. The number is sent once and never kept in the browser.
 */
export default function VerifyPersonalPage() {
  const { t } = useTranslation();
  const core = useCore();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<PersonDraft>(empty);
  const [errors, setErrors] = useState<Partial<Record<PersonField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const changed = draft.realName !== '' || draft.idNo !== '' || draft.idType !== empty.idType;
  const guard = useLeaveGuard(changed && !done);

  const labels: Record<PersonField, string> = {
    realName: t('realname.personal.real_name'),
    idType: t('realname.personal.id_type'),
    idNo: t('realname.personal.id_no'),
  };
  const change = (field: PersonField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit() {
    const problems = personProblems(draft, new Date());
    const shown = Object.fromEntries(
      Object.entries(problems).map(([field, key]) => [field, translateKey(t, key)]),
    ) as Partial<Record<PersonField, string>>;
    setErrors(shown);
    setFailure(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const answer = await core.realname.verifyPerson(draft.realName, draft.idType, draft.idNo);
      guard.allowNextLeave();
      setDone(true);
      if (answer.outcome === 'VERIFIED') {
        showToast({ severity: 'success', summary: t('realname.personal_success.title') });
        void navigate(paths.realnamePersonalSuccess.path);
      } else {
        void navigate(`${paths.realnamePersonalError.path}?reason=${answer.reason ?? ''}`);
      }
    } catch (error) {
      const fields = isApiError(error) ? (error.fields ?? []) : [];
      const marked: Partial<Record<PersonField, string>> = {};
      for (const f of fields) {
        if (f.field in ids) marked[f.field as PersonField] = f.message;
      }
      setErrors(marked);
      if (Object.keys(marked).length === 0) setFailure(errorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  const disabled = busy || done;
  const aria = (field: PersonField) =>
    controlAria(ids[field], { required: true, error: errors[field], help: field === 'idNo' });

  return (
    <UserCenterFormPage
      cancelTo={paths.realname.path}
      title={t('realname.personal.title')}
      testId="realname-personal"
      submitLabel={t('realname.personal.submit')}
      busy={busy}
      done={done}
      problem={failure}
      onSubmit={submit}
    >
      <Message severity="info" text={t('realname.personal.intro')} />
      <FormCard title={t('realname.personal.section')}>
        <FormField
          id={ids.realName}
          name="realName"
          label={labels.realName}
          required
          error={errors.realName}
        >
          <InputText
            id={ids.realName}
            name="realName"
            autoComplete="name"
            maxLength={60}
            value={draft.realName}
            disabled={disabled}
            invalid={Boolean(errors.realName)}
            onChange={(e) => change('realName', e.target.value)}
            {...aria('realName')}
          />
        </FormField>
        <FormField
          id={ids.idType}
          name="idType"
          label={labels.idType}
          required
          error={errors.idType}
        >
          <Dropdown
            inputId={ids.idType}
            value={draft.idType}
            options={ID_TYPES.map((type: IdType) => ({
              value: type,
              label: t(`realname.personal.id_types.${type}`),
            }))}
            disabled={disabled}
            pt={{ input: aria('idType') } as DropdownPassThroughOptions}
            onChange={(e: { value: unknown }) => change('idType', String(e.value ?? 'ID_CARD'))}
          />
        </FormField>
        <FormField
          id={ids.idNo}
          name="idNo"
          label={labels.idNo}
          required
          error={errors.idNo}
          help={t(
            draft.idType === 'ID_CARD'
              ? 'realname.personal.id_no_help_card'
              : 'realname.personal.id_no_help_passport',
          )}
        >
          <InputText
            id={ids.idNo}
            name="idNo"
            autoComplete="off"
            maxLength={20}
            value={draft.idNo}
            disabled={disabled}
            invalid={Boolean(errors.idNo)}
            onChange={(e) => change('idNo', e.target.value)}
            {...aria('idNo')}
          />
        </FormField>
      </FormCard>
    </UserCenterFormPage>
  );
}
