import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import type { AccountFormMode } from '../../../api/endpoints/org/account-form-config';
import type { FormConfig } from '../../../shared/form-config/field-config';
import { formFields } from '../../../shared/form-config/form-fields';
import { ACTION_DELAY_MS } from '../../../shared/constants';
import { paths } from '../../../shared/routes/paths';
import {
  validateFields,
  type FieldFailures,
} from '../../../shared/validation/rules/validate-fields';
import { ConfigForm } from '../../components/config-form/ConfigForm';
import { errorText } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { FormOutcome } from '../user-center/FormOutcome';
import { useSubmission } from '../user-center/use-submission';

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
 * configuration for the mode (editing keeps the user name). "Saved" means the command is durably
 * in the outbox, which delivers it. A rejected form keeps what was typed.
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
  const [failures, setFailures] = useState<FieldFailures<string>>({});
  const submission = useSubmission();

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

  useEffect(() => {
    if (!submission.done) return;
    const timer = setTimeout(() => navigate(paths.orgAccount.getHref()), ACTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [submission.done, navigate]);

  const shown = useMemo(() => (config ? formFields(config, values, log) : null), [config, values]);

  const change = (name: string, value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFailures((current) => ({ ...current, [name]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!shown) return;
    const found = validateFields(shown.rules, values);
    setFailures(found);
    if (Object.keys(found).length > 0) return;
    const text = (name: string) =>
      typeof values[name] === 'string' ? (values[name] as string) : '';
    const common = {
      cname: text('cname'),
      email: text('email'),
      mobile: text('mobile'),
      role: text('role') as Role,
    };
    await submission.run(() =>
      mode === 'add'
        ? core.commands.issue('org.account.add', { ...common, userName: text('userName') })
        : core.commands.issue('org.account.edit', { ...common, id: text('id') }),
    );
  }

  return (
    <Card title={t(mode === 'add' ? 'org_account.add.title' : 'org_account.edit.title')}>
      {loadError && <FormOutcome failure={loadError} success={null} />}
      {shown && (
        <form onSubmit={submit} noValidate>
          <ConfigForm items={shown.items} values={values} failures={failures} onChange={change} />
          <FormOutcome
            failure={submission.failure}
            success={
              submission.done
                ? t(mode === 'add' ? 'org_account.add.saved' : 'org_account.edit.saved')
                : null
            }
          />
          <Button
            type="submit"
            label={t('org_account.add.save')}
            loading={submission.busy}
            disabled={submission.done}
          />
          <Button
            type="button"
            label={t('common.cancel')}
            severity="secondary"
            text
            onClick={() => navigate(paths.orgAccount.getHref())}
          />
        </form>
      )}
    </Card>
  );
}
