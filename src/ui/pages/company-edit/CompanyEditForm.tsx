import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Dropdown, type DropdownPassThroughOptions } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import type { CompanyEditFormData } from '../../../api/endpoints/company-edit/company-edit-form';
import { OTHER } from '../../../shared/form-config/select-other';
import { SEARCH_DELAY_MS } from '../../../shared/search/search-delays';
import { paths } from '../../../shared/routes/paths';
import type { PlaceChoice } from '../../../worker/company-edit/check-calls';
import cf from '../../components/config-form/ConfigForm.module.css';
import record from '../../components/declared-page/RecordPage.module.css';
import { SearchSelect } from '../../components/inputs/SearchSelect';
import { StickyActionBar } from '../../components/screen/StickyActionBar';
import { useLeaveGuard } from '../../components/screen/use-leave-guard';
import { useCore } from '../../core/use-core';
import { showToast } from '../../feedback/toast';
import { FormCard } from '../user-center/FormCard';
import { controlAria, FormField } from '../user-center/FormField';
import { FormOutcome } from '../user-center/FormOutcome';
import { refusalByField } from '../user-center/refusal-by-field';
import { useFormDraft } from '../user-center/use-form-draft';
import { useSubmission } from '../user-center/use-submission';
import { AccountsField } from './AccountsField';
import {
  accountNumbersOf,
  DRAFT_FIELDS,
  draftOf,
  draftProblems,
  submissionOf,
  type DraftField,
} from './edit-draft';
import { useLiveCheck } from './use-live-check';
import styles from './CompanyEditForm.module.css';

const idOf = (field: DraftField) => `company-edit-${field}`;
const LEGAL: readonly DraftField[] = [
  'name',
  'nameEn',
  'bizRegNo',
  'countryCode',
  'areaCode',
  'address',
  'legalRepresentative',
  'licenceNo',
];

/**
 * /org/company/edit (docs/company-review.md): the legal data (reviewed), contact and business
 * cards, the sticky Cancel / Save bar. Names and the registration number are checked by the
 * server while typing, under the field; a refusal lands on the fields it names and keeps what was
 * typed. While a change waits for review, the legal fields are read-only.
 */
export function CompanyEditForm({ data }: { data: CompanyEditFormData }) {
  const { t, i18n } = useTranslation();
  const core = useCore();
  const navigate = useNavigate();
  const { role, values: approved, pending } = data;
  const form = useFormDraft(draftOf(approved));
  const { draft, serverErrors, change } = form;
  const submission = useSubmission();
  const guard = useLeaveGuard(form.changed && !submission.done);
  const [shownProblems, setShownProblems] = useState<ReturnType<typeof draftProblems>>({});
  const [missingAccounts, setMissingAccounts] = useState<string[]>([]);
  const [countries, setCountries] = useState<PlaceChoice[]>([]);
  const [provinces, setProvinces] = useState<PlaceChoice[]>([]);
  const [industries, setIndustries] = useState<{ value: string; label: string }[]>([]);
  const nameCheck = useLiveCheck((text) => core.companyEdit.checkName(text));
  const nameEnCheck = useLiveCheck((text) => core.companyEdit.checkName(text));
  const regCheck = useLiveCheck((text) => core.companyEdit.checkBizRegNo(text, draft.countryCode));
  const legalLocked = pending !== null;
  const disabled = submission.busy || submission.done;

  useEffect(() => {
    void core.companyEdit.places().then(setCountries, () => undefined);
    void core.companyEdit.industries().then(setIndustries, () => undefined);
  }, [core]);
  useEffect(() => {
    if (draft.countryCode === '') return;
    void core.companyEdit.places(draft.countryCode).then(setProvinces, () => undefined);
  }, [core, draft.countryCode]);

  const placeLabel = (p: PlaceChoice) => (i18n.language === 'zh-CN' ? p.nameCn : p.nameEn);
  const label = (field: DraftField): string =>
    field === 'accountNos'
      ? t(`company_edit.field.accountNos.${role}`)
      : t(`company_edit.field.${field}`);
  const live: Partial<Record<DraftField, ReturnType<typeof useLiveCheck>>> = {
    name: nameCheck,
    nameEn: nameEnCheck,
    bizRegNo: regCheck,
  };
  const message = (field: DraftField): string | undefined => {
    if (serverErrors[field]) return serverErrors[field];
    const problem = shownProblems[field] ?? live[field]?.problem;
    if (problem) return t(`company_edit.problem.${problem}`);
    if (field === 'accountNos' && missingAccounts.length > 0) {
      return t('company_edit.problem.accountMissing', { accounts: missingAccounts.join(', ') });
    }
    return undefined;
  };
  const onMissing = useCallback((missing: string[]) => setMissingAccounts(missing), []);

  const edit = (field: DraftField, value: string) => {
    change(field, value);
    setShownProblems((current) => ({ ...current, [field]: undefined }));
    const check = live[field];
    if (!check) return;
    if (value.trim() === '' || value === approved[field]) check.clear();
    else check.type(value);
  };
  const textInput = (field: DraftField, extra: { inputMode?: 'numeric' | 'tel' } = {}) => (
    <InputText
      id={idOf(field)}
      value={draft[field]}
      translate="no"
      onChange={(e) => edit(field, e.target.value)}
      invalid={Boolean(message(field))}
      disabled={disabled || (legalLocked && LEGAL.includes(field))}
      {...extra}
      {...controlAria(idOf(field), { error: message(field) })}
    />
  );
  const field = (name: DraftField, input: ReactNode, options: { required?: boolean } = {}) => (
    <FormField
      id={idOf(name)}
      name={name}
      label={label(name)}
      required={options.required}
      error={message(name)}
      help={
        live[name]?.checking
          ? t('company_edit.checking')
          : name === 'accountNos'
            ? t('company_edit.accounts_help')
            : undefined
      }
    >
      {input}
    </FormField>
  );
  const dropdown = (name: DraftField, options: { value: string; label: string }[]) => (
    <Dropdown
      inputId={idOf(name)}
      value={draft[name]}
      options={options}
      filter={options.length > 10}
      showClear={name === 'areaCode' || name === 'industry'}
      invalid={Boolean(message(name))}
      disabled={disabled || (legalLocked && LEGAL.includes(name))}
      pt={
        { input: controlAria(idOf(name), { error: message(name) }) } as DropdownPassThroughOptions
      }
      onChange={(e: { value: unknown }) => {
        edit(name, String(e.value ?? ''));
        if (name === 'countryCode') change('areaCode', '');
      }}
    />
  );

  async function submit() {
    const problems = draftProblems(draft, approved);
    setShownProblems(problems);
    form.setServerErrors({});
    const liveProblem = Object.values(live).some((c) => c.problem !== null);
    if (Object.keys(problems).length > 0 || liveProblem || missingAccounts.length > 0) return;
    await submission.run(async () => {
      const outcome = await core.companyEdit.save(submissionOf(role, draft));
      if (outcome.kind === 'rejected') {
        const shown = DRAFT_FIELDS.map((name) => ({ name, label: label(name) }));
        const refusal = refusalByField(shown, outcome.message, outcome.fields);
        form.setServerErrors(refusal.byField);
        submission.setFailure(refusal.form ?? t('company_edit.refused'));
        return false;
      }
      const review = !outcome.data.applied;
      showToast({
        severity: 'success',
        summary: t(review ? 'company_edit.submitted' : 'company_edit.saved'),
      });
      guard.allowNextLeave();
      void navigate(paths.orgCompanyDetail.getHref());
      return true;
    });
  }

  return (
    <div data-testid="company-edit-form">
      <h1 className={record.title}>{t('company_edit.title')}</h1>
      <p className={styles.note}>{t(`company_edit.role.${role}`)}</p>
      <form
        className={cf.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FormCard title={t('company_edit.card.legal')}>
          {legalLocked ? (
            <Message
              className={styles.wide}
              severity="warn"
              text={t('company_edit.pending_note')}
              data-testid="company-edit-pending-note"
            />
          ) : (
            <p className={`${styles.note} ${styles.wide}`}>{t('company_edit.legal_help')}</p>
          )}
          {field('name', textInput('name'), { required: true })}
          {field('nameEn', textInput('nameEn'), { required: true })}
          {field('bizRegNo', textInput('bizRegNo'), { required: true })}
          {field(
            'countryCode',
            dropdown(
              'countryCode',
              countries.map((c) => ({ value: c.code, label: placeLabel(c) })),
            ),
            { required: true },
          )}
          {field(
            'areaCode',
            dropdown(
              'areaCode',
              provinces.map((p) => ({ value: p.code, label: placeLabel(p) })),
            ),
          )}
          {field('address', textInput('address'), { required: true })}
          {field('legalRepresentative', textInput('legalRepresentative'), {
            required: approved.legalRepresentative !== '',
          })}
          {role === 'FUNDER' &&
            field('licenceNo', textInput('licenceNo'), { required: approved.licenceNo !== '' })}
        </FormCard>
        <FormCard title={t('company_edit.card.contact')}>
          {field('contactName', textInput('contactName'))}
          {field('phone', textInput('phone', { inputMode: 'tel' }))}
          {field('email', textInput('email'))}
          {field('website', textInput('website'))}
        </FormCard>
        <FormCard title={t('company_edit.card.business')}>
          {field('industry', dropdown('industry', industries))}
          {draft.industry === OTHER &&
            field('industryOther', textInput('industryOther'), { required: true })}
          {field(
            'mainBankSwift',
            <SearchSelect
              id={idOf('mainBankSwift')}
              value={draft.mainBankSwift === '' ? null : draft.mainBankSwift}
              onChange={(option) => edit('mainBankSwift', option?.value ?? '')}
              invalid={Boolean(message('mainBankSwift'))}
              disabled={disabled}
              delayMs={SEARCH_DELAY_MS.bank}
              search={async (text) =>
                (await core.search.banks(text)).map((b) => ({
                  value: b.swiftCode,
                  label: i18n.language === 'zh-CN' ? b.combBankNameLocal : b.combBankName,
                  detail: b.swiftCode,
                }))
              }
            />,
          )}
          {role === 'SUPPLIER' &&
            field(
              'mainProducts',
              <InputTextarea
                id={idOf('mainProducts')}
                value={draft.mainProducts}
                rows={3}
                autoResize
                translate="no"
                disabled={disabled}
                onChange={(e) => edit('mainProducts', e.target.value)}
                {...controlAria(idOf('mainProducts'), { error: message('mainProducts') })}
              />,
            )}
          {role === 'BUYER' &&
            field('paymentTermDays', textInput('paymentTermDays', { inputMode: 'numeric' }))}
          {field(
            'accountNos',
            <AccountsField
              id={idOf('accountNos')}
              numbers={accountNumbersOf(draft.accountNos)}
              onChange={(numbers) => edit('accountNos', numbers.join('\n'))}
              onMissing={onMissing}
              invalid={Boolean(message('accountNos'))}
              disabled={disabled}
            />,
          )}
        </FormCard>
        <StickyActionBar message={<FormOutcome failure={submission.failure} success={null} />}>
          <Button
            type="button"
            label={t('company_edit.cancel')}
            severity="secondary"
            text
            onClick={() => void navigate(paths.orgCompanyDetail.getHref())}
          />
          <Button
            type="submit"
            label={t('company_edit.submit')}
            loading={submission.busy}
            disabled={submission.done}
          />
        </StickyActionBar>
      </form>
    </div>
  );
}
