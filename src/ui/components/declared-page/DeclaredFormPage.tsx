import { useMemo, useState, type ComponentType, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { ProgressSpinner } from 'primereact/progressspinner';
import type { RecordFormMode } from '../../../api/endpoints/pages/record-form';
import { ACTION_DELAY_MS } from '../../../shared/constants';
import { draftFailures } from '../../../shared/form-config/draft-failures';
import { formFields } from '../../../shared/form-config/form-fields';
import { tableRowsOf, type TableRow } from '../../../shared/form-config/table-rows';
import type { PageDeclaration } from '../../../shared/page-declaration/types';
import { paths } from '../../../shared/routes/paths';
import {
  validateFields,
  type FieldFailures,
} from '../../../shared/validation/rules/validate-fields';
import { errorText, translateKey } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { FormOutcome } from '../../pages/user-center/FormOutcome';
import { ConfigForm, type CustomFieldProps } from '../config-form/ConfigForm';
import { deliverCommand } from './deliver-command';
import { useRecordForm } from './use-record-form';

type Rec = Record<string, unknown>;
type Values = Record<string, string | number | boolean | null | TableRow[]>;

interface Props {
  declaration: PageDeclaration;
  /** The page's title key (add, edit, draft, update). */
  titleKey: string;
  /** The mode for the loaded record (null: add); null answer: the record cannot be changed. */
  modeFor: (record: Rec | null) => RecordFormMode | null;
  /** The page's own inputs for some fields (ConfigForm's `custom`). */
  customFields?: Readonly<Record<string, ComponentType<CustomFieldProps>>>;
}

// A configuration mistake is the backend's to fix; the console is where a developer looks.
const log = (message: string, detail: unknown) => console.warn(message, detail);

// Table lines stay lines; every other stored value is edited as text.
const initialValues = (record: Rec | null): Values =>
  Object.fromEntries(
    Object.entries(record ?? {}).map(([k, v]) => [
      k,
      Array.isArray(v) ? tableRowsOf(v) : v === null || v === undefined ? '' : String(v),
    ]),
  );

/**
 * A declared page's record form (edit page, spec 001 §2): drawn from the backend's field
 * configuration for the record's mode. Submit (and Save draft where a draft is allowed) checks
 * the values with the shared rules, sends the command through the outbox and waits for it: a
 * rejection keeps everything typed and says why; success shows a notice and goes back.
 */
export function DeclaredFormPage({ declaration, titleKey, modeFor, customFields }: Props) {
  const { t } = useTranslation();
  const core = useCore();
  const navigate = useNavigate();
  const { id = null } = useParams();
  const load = useRecordForm(declaration.id, id, modeFor);
  const [edits, setEdits] = useState<Values>({});
  const [failures, setFailures] = useState<FieldFailures<string>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ failure: string | null; success: string | null }>({
    failure: null,
    success: null,
  });

  const ready = load.status === 'ready' ? load : null;
  const values = useMemo(
    () => ({ ...initialValues(ready?.record ?? null), ...edits }),
    [ready, edits],
  );
  const shown = useMemo(
    () => (ready ? formFields(ready.config, values, log) : null),
    [ready, values],
  );
  const listHref = declaration.routeId ? paths[declaration.routeId].path : paths.home.path;
  const draftAllowed = ready?.mode === 'add' || ready?.mode === 'draft';

  const change = (name: string, value: unknown) => {
    setEdits((current) => ({ ...current, [name]: value as Values[string] }));
    // A table's change clears its cells' failures too (`lines.0.quantity`).
    setFailures((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([key]) => key !== name && !key.startsWith(`${name}.`)),
      ),
    );
  };

  async function save(draft: boolean) {
    if (!ready || !shown || busy) return;
    const all = validateFields(shown.rules, shown.ruleValues);
    const found = draft ? draftFailures(all, shown.ruleValues) : all;
    setFailures(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setOutcome({ failure: null, success: null });
    try {
      const issued = await core.commands.issue('pages.recordSave', {
        pageId: declaration.id,
        mode: ready.mode,
        ...(id === null ? {} : { id }),
        draft,
        values,
      });
      const delivery = await deliverCommand(core, issued.id, t);
      if (delivery.kind === 'rejected') {
        // The form keeps the draft; the outbox need not keep a copy the user will resend.
        await core.commands.discard(issued.id);
        setOutcome({ failure: delivery.text, success: null });
        return;
      }
      setOutcome({
        failure: null,
        success: t(delivery.kind === 'applied' ? 'pages.form.saved' : 'pages.form.queued'),
      });
      setTimeout(() => void navigate(listHref), ACTION_DELAY_MS);
    } catch (error) {
      setOutcome({ failure: errorText(t, error), success: null });
    } finally {
      setBusy(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };
  const done = outcome.success !== null;

  return (
    <Card title={translateKey(t, titleKey)} data-testid="record-form">
      {load.status === 'loading' && <ProgressSpinner style={{ width: 32, height: 32 }} />}
      {load.status === 'failed' && (
        <FormOutcome failure={errorText(t, load.error)} success={null} />
      )}
      {load.status === 'missing' && (
        <FormOutcome failure={t('pages.detail.not_found')} success={null} />
      )}
      {load.status === 'locked' && <FormOutcome failure={t('pages.form.locked')} success={null} />}
      {shown && (
        <form onSubmit={submit} noValidate>
          <ConfigForm
            items={shown.items}
            values={values}
            failures={failures}
            onChange={change}
            {...(customFields ? { custom: customFields } : {})}
          />
          <FormOutcome failure={outcome.failure} success={outcome.success} />
          <Button type="submit" label={t('pages.form.submit')} loading={busy} disabled={done} />
          {draftAllowed && (
            <Button
              type="button"
              label={t('pages.form.save_draft')}
              severity="secondary"
              outlined
              disabled={busy || done}
              onClick={() => void save(true)}
            />
          )}
          <Button
            type="button"
            label={t('common.cancel')}
            severity="secondary"
            text
            onClick={() => void navigate(listHref)}
          />
        </form>
      )}
    </Card>
  );
}
