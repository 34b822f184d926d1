import { useMemo, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import type { RecordFormMode } from '../../../api/endpoints/pages/record-form';
import { draftFailures } from '../../../shared/form-config/draft-failures';
import { formFields } from '../../../shared/form-config/form-fields';
import { labelledNames, refusalProblems } from '../../../shared/form-config/server-problems';
import { tableRowsOf, type TableRow } from '../../../shared/form-config/table-rows';
import type { PageDeclaration } from '../../../shared/page-declaration/types';
import { paths } from '../../../shared/routes/paths';
import { businessToday } from '../../../shared/validation/rules/record/business-today';
import type {
  RecordCheckContext,
  RecordProblem,
  RecordValues,
} from '../../../shared/validation/rules/record/record-problem';
import {
  validateFields,
  type FieldFailures,
} from '../../../shared/validation/rules/validate-fields';
import { errorText, translateKey } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { showToast } from '../../feedback/toast';
import { FormOutcome } from '../../pages/user-center/FormOutcome';
import { ConfigForm, type CustomField } from '../config-form/ConfigForm';
import { SectionCard } from '../screen/SectionCard';
import { StickyActionBar } from '../screen/StickyActionBar';
import { useLeaveGuard } from '../screen/use-leave-guard';
import { announceRefusal } from './announce-refusal';
import { deliverCommand } from './deliver-command';
import { useRecordForm } from './use-record-form';
import styles from './RecordPage.module.css';

type Rec = Record<string, unknown>;
type Values = Record<string, string | number | boolean | null | TableRow[]>;

/** A page's own section under the configured cards (an invoice's documents). */
export interface FormSectionProps {
  values: Readonly<Record<string, unknown>>;
  onChangeField: (name: string, value: unknown) => void;
  /** Notes under configured fields, by field name (a value filled from a document). */
  setNotes: (notes: Readonly<Record<string, string>>) => void;
  /** True while the section is not ready to be saved with (files still uploading). */
  setBusy: (busy: boolean) => void;
  /** Runs once the record is saved and its id known (the section saves its own part then). */
  setAfterSave: (run: ((recordId: string) => Promise<void>) | null) => void;
}

interface Props {
  declaration: PageDeclaration;
  /** The page's title key (add, edit, draft, update). */
  titleKey: string;
  /** The mode for the loaded record (null: add); null answer: the record cannot be changed. */
  modeFor: (record: Rec | null) => RecordFormMode | null;
  /** The page's own inputs for some fields (ConfigForm's `custom`). */
  customFields?: Readonly<Record<string, CustomField>>;
  /**
   * The record's business rules beyond each field's (dates in order, lines adding up…): the
   * shared module the server runs too, so most refusals are caught on the field before sending.
   */
  recordChecks?: (values: RecordValues, context: RecordCheckContext) => RecordProblem[];
  /** The page's own section, drawn after the configured cards (FormSectionProps). */
  section?: ComponentType<FormSectionProps>;
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
 * configuration for the record's mode, in the portal's form layout (cards, grid, a sticky action
 * bar). Submit (and Save draft where a draft is allowed) checks the values with the shared rules,
 * sends the command through the outbox and waits for it: a refusal keeps everything typed and is
 * shown on the field it names (or above the actions); success says so in a toast and opens the
 * saved record's detail page. Leaving with unsaved changes asks first.
 */
export function DeclaredFormPage({
  declaration,
  titleKey,
  modeFor,
  customFields,
  recordChecks,
  section: Section,
}: Props) {
  const { t } = useTranslation();
  const core = useCore();
  const navigate = useNavigate();
  const { id = null } = useParams();
  const load = useRecordForm(declaration.id, id, modeFor);
  const [edits, setEdits] = useState<Values>({});
  const [failures, setFailures] = useState<FieldFailures<string>>({});
  const [busy, setBusy] = useState(false);
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [notes, setNotes] = useState<Readonly<Record<string, string>>>({});
  const [sectionBusy, setSectionBusy] = useState(false);
  const afterSave = useRef<((recordId: string) => Promise<void>) | null>(null);
  const sectionProps = useMemo(
    () => ({
      setNotes,
      setBusy: setSectionBusy,
      setAfterSave: (run: ((recordId: string) => Promise<void>) | null) => {
        afterSave.current = run;
      },
    }),
    [],
  );
  const guard = useLeaveGuard(Object.keys(edits).length > 0 && !saved);

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

  // Where a saved record is shown: its detail page, or the list when the id is not known yet.
  const savedHref = (recordId: string | null) =>
    recordId && declaration.detailRouteId
      ? paths[declaration.detailRouteId].getHref({ id: recordId } as never)
      : listHref;

  async function save(draft: boolean) {
    if (!ready || !shown || busy || sectionBusy) return;
    const all = validateFields(shown.rules, shown.ruleValues);
    const found: FieldFailures<string> = draft ? draftFailures(all, shown.ruleValues) : all;
    // One message a field: its own rule's first, else the record rule's.
    const context = { mode: ready.mode, draft, today: businessToday() };
    for (const problem of recordChecks?.(values, context) ?? []) {
      found[problem.field] ??= { key: problem.key, params: problem.params ?? {} };
    }
    setFailures(found);
    setFormProblem(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
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
        await announceRefusal(core, issued.id, delivery.text, t);
        const names = labelledNames(shown.items, values);
        const problems = refusalProblems(delivery, names);
        setFailures(problems.fields);
        setFormProblem(problems.form);
        return;
      }
      const applied = delivery.kind === 'applied';
      const savedId = applied ? (delivery.recordId ?? id) : null;
      if (savedId !== null) await afterSave.current?.(savedId);
      setSaved(true);
      showToast({
        severity: applied ? 'success' : 'info',
        summary: t(applied ? 'pages.form.saved' : 'screen.form.queued_summary'),
        ...(applied ? {} : { detail: t('pages.form.queued') }),
      });
      guard.allowNextLeave();
      void navigate(savedHref(savedId));
    } catch (error) {
      setFormProblem(errorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };

  return (
    <div data-testid="record-form">
      <h1 className={styles.title}>{translateKey(t, titleKey)}</h1>
      {load.status === 'loading' && <ProgressSpinner style={{ width: 32, height: 32 }} />}
      {load.status !== 'ready' && load.status !== 'loading' && (
        <SectionCard>
          <FormOutcome
            failure={
              load.status === 'failed'
                ? errorText(t, load.error)
                : load.status === 'missing'
                  ? t('pages.detail.not_found')
                  : t('pages.form.locked')
            }
            success={null}
          />
        </SectionCard>
      )}
      {shown && (
        <form onSubmit={submit} noValidate>
          <ConfigForm
            items={shown.items}
            values={values}
            failures={failures}
            onChange={change}
            {...(customFields ? { custom: customFields } : {})}
            notes={notes}
          />
          {Section && <Section values={values} onChangeField={change} {...sectionProps} />}
          <StickyActionBar message={<FormOutcome failure={formProblem} success={null} />}>
            <Button
              type="button"
              label={t('common.cancel')}
              severity="secondary"
              text
              onClick={() => void navigate(listHref)}
            />
            {draftAllowed && (
              <Button
                type="button"
                label={t('pages.form.save_draft')}
                severity="secondary"
                outlined
                disabled={busy || saved || sectionBusy}
                onClick={() => void save(true)}
              />
            )}
            <Button
              type="submit"
              label={t('pages.form.submit')}
              loading={busy}
              disabled={saved || sectionBusy}
            />
          </StickyActionBar>
        </form>
      )}
    </div>
  );
}
