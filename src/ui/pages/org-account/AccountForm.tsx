import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import type { AccountFormMode } from '../../../api/endpoints/org/account-form-config';
import type { FormConfig } from '../../../shared/form-config/field-config';
import { formFields } from '../../../shared/form-config/form-fields';
import { labelledNames, refusalProblems } from '../../../shared/form-config/server-problems';
import { paths } from '../../../shared/routes/paths';
import {
  validateFields,
  type FieldFailures,
} from '../../../shared/validation/rules/validate-fields';
import { ConfigForm } from '../../components/config-form/ConfigForm';
import { announceRefusal } from '../../components/declared-page/announce-refusal';
import { deliverCommand } from '../../components/declared-page/deliver-command';
import styles from '../../components/declared-page/RecordPage.module.css';
import { SectionCard } from '../../components/screen/SectionCard';
import { StickyActionBar } from '../../components/screen/StickyActionBar';
import { useLeaveGuard } from '../../components/screen/use-leave-guard';
import { errorText } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { showToast } from '../../feedback/toast';
import { FormOutcome } from '../user-center/FormOutcome';

// A configuration error is the backend's to fix; the console is where a developer looks.
const log = (message: string, detail: unknown) => console.warn(message, detail);

type Role = 'ADMIN' | 'OPERATOR' | 'VIEWER';

interface Props {
  mode: AccountFormMode;
  /** The account being edited (its current values), or null when adding. */
  account: Readonly<Record<string, unknown>> | null;
}

/**
 * The account form of /org/account/add and /:id/edit, drawn from the backend's field
 * configuration for the mode (editing keeps the user name) in the portal's form layout. Save
 * sends the command through the outbox and waits for its delivery: a refusal keeps what was typed
 * and is shown on the field it names; success says so in a toast and opens the account's detail
 * page. Leaving with unsaved changes asks first.
 */
export function AccountForm({ mode, account }: Props) {
  const { t } = useTranslation();
  const core = useCore();
  const navigate = useNavigate();
  const [config, setConfig] = useState<FormConfig | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [values, setValues] = useState<Record<string, unknown>>(() =>
    Object.fromEntries(Object.entries(account ?? {}).map(([k, v]) => [k, v ?? ''])),
  );
  const [changed, setChanged] = useState(false);
  const [failures, setFailures] = useState<FieldFailures<string>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const guard = useLeaveGuard(changed && !saved);
  const listHref = paths.orgAccount.getHref();

  useEffect(() => {
    let live = true;
    core.forms
      .accountConfig(mode)
      .then((loaded) => live && setConfig(loaded))
      .catch((e: unknown) => live && setLoadError(errorText(t, e)));
    return () => {
      live = false;
    };
  }, [core, mode, t]);

  const shown = useMemo(() => (config ? formFields(config, values, log) : null), [config, values]);

  const change = (name: string, value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }));
    setChanged(true);
    setFailures((current) => ({ ...current, [name]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!shown || busy) return;
    const found = validateFields(shown.rules, values);
    setFailures(found);
    setFormProblem(null);
    if (Object.keys(found).length > 0) return;
    const text = (name: string) =>
      typeof values[name] === 'string' ? (values[name] as string) : '';
    const common = {
      cname: text('cname'),
      email: text('email'),
      mobile: text('mobile'),
      role: text('role') as Role,
    };
    setBusy(true);
    try {
      const issued =
        mode === 'add'
          ? await core.commands.issue('org.account.add', { ...common, userName: text('userName') })
          : await core.commands.issue('org.account.edit', { ...common, id: text('id') });
      const delivery = await deliverCommand(core, issued.id, t);
      if (delivery.kind === 'rejected') {
        await announceRefusal(core, issued.id, delivery.text, t);
        const names = labelledNames(shown.items, values);
        const problems = refusalProblems(delivery, names);
        setFailures(problems.fields);
        setFormProblem(problems.form);
        return;
      }
      const applied = delivery.kind === 'applied';
      setSaved(true);
      showToast({
        severity: applied ? 'success' : 'info',
        summary: t(applied ? 'pages.form.saved' : 'screen.form.queued_summary'),
        ...(applied
          ? {}
          : { detail: t(mode === 'add' ? 'org_account.add.saved' : 'org_account.edit.saved') }),
      });
      const id = applied ? (delivery.recordId ?? (mode === 'edit' ? text('id') : null)) : null;
      guard.allowNextLeave();
      void navigate(id ? paths.orgAccountDetail.getHref({ id }) : listHref);
    } catch (error) {
      setFormProblem(errorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div data-testid="account-form">
      <h1 className={styles.title}>
        {t(mode === 'add' ? 'org_account.add.title' : 'org_account.edit.title')}
      </h1>
      {loadError && (
        <SectionCard>
          <FormOutcome failure={loadError} success={null} />
        </SectionCard>
      )}
      {shown && (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <ConfigForm items={shown.items} values={values} failures={failures} onChange={change} />
          <StickyActionBar message={<FormOutcome failure={formProblem} success={null} />}>
            <Button
              type="button"
              label={t('common.cancel')}
              severity="secondary"
              text
              onClick={() => void navigate(listHref)}
            />
            <Button
              type="submit"
              label={t('org_account.add.save')}
              loading={busy}
              disabled={saved}
            />
          </StickyActionBar>
        </form>
      )}
    </div>
  );
}
