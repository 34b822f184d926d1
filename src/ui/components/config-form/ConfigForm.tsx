import { useId, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShownField, ShownItem } from '../../../shared/form-config/form-fields';
import { isRemarkField } from '../../../shared/form-config/form-layout';
import type { RuleFailure } from '../../../shared/validation/rules/first-failure';
import { tableRowsOf } from '../../../shared/form-config/table-rows';
import { RemarkCard } from '../screen/RemarkCard';
import { SectionCard } from '../screen/SectionCard';
import { ConfigFieldInput } from './ConfigFieldInput';
import { ConfigTable } from './ConfigTable';
import { fieldIds } from './field-ids';
import styles from './ConfigForm.module.css';

/** A page's own input for one configured field (an invoice's purchase orders, say). */
export interface CustomFieldProps {
  /** The input's id (`field-{name}`), for its label. */
  id: string;
  label: string;
  required: boolean;
  value: unknown;
  editable: boolean;
  invalid: boolean;
  /** Ids of the help and error texts under the field, for `aria-describedby`. */
  describedBy?: string;
  onChange: (value: unknown) => void;
  /** The whole form, for an input that follows or sets other fields (a rate pair). */
  values: Readonly<Record<string, unknown>>;
  onChangeField: (name: string, value: unknown) => void;
}

/** How a page's own input sits in the grid. */
export interface CustomField {
  input: ComponentType<CustomFieldProps>;
  /** Takes the whole row (a picker table, a group of inputs). */
  wide?: boolean;
  /** Draws its own label (a fieldset and its legend): the form draws none above it. */
  ownLabel?: boolean;
}

interface Props {
  items: readonly ShownItem[];
  values: Readonly<Record<string, unknown>>;
  /** The first failure of each value name, shown under its field. */
  failures: Readonly<Record<string, RuleFailure | undefined>>;
  onChange: (name: string, value: unknown) => void;
  /** Inputs that replace the configured type's for these field names; label and rules stay. */
  custom?: Readonly<Record<string, CustomField>>;
  /** A page's note under some fields (a value filled from a document), by field name. */
  notes?: Readonly<Record<string, string>>;
}

/**
 * A form built from the backend's field configuration (spec 001 §3–§4): what to show, in which
 * order and with which rules is decided by `formFields` (src/shared/form-config); this draws it
 * in the portal's form layout (docs/form-config.md "Layout"): each group a card holding a
 * 24-column grid, labels above inputs, a red * before a required label, help and errors under
 * the field; a named table is a table card of editable lines (ConfigTable); the remark is the
 * spec's remark card, after the card of the group that holds it.
 */
export function ConfigForm({ items, values, failures, onChange, custom, notes }: Props) {
  const { t } = useTranslation();
  const cardIds = useId();
  // Rule keys come from data (the configuration), so the typed `t` cannot check them here; the
  // rules' keys are checked in both languages by the validation tests.
  const lookup = t as unknown as (key: string, options: Record<string, unknown>) => string;
  const message = (name: string, label: string) => {
    const failure = failures[name];
    return failure
      ? lookup(failure.key, { ...failure.params, label, defaultValue: failure.key })
      : null;
  };

  const remark = (item: ShownField) => {
    const { config } = item;
    return (
      <div key={config.name} data-field={config.name}>
        <RemarkCard
          id={fieldIds(config.name).input}
          title={config.label}
          value={typeof values[config.name] === 'string' ? (values[config.name] as string) : ''}
          required={item.required}
          disabled={!item.editable}
          error={message(config.name, config.label)}
          onChange={(text) => onChange(config.name, text)}
        />
      </div>
    );
  };

  const field = (item: ShownField) => {
    const { config } = item;
    const ids = fieldIds(config.name);
    const error =
      message(config.name, config.label) ?? message(`${config.name}Other`, config.label);
    const help = config.help ?? null;
    const note = notes?.[config.name] ?? null;
    const describedBy =
      [help ? ids.help : null, note ? ids.note : null, error ? ids.error : null]
        .filter(Boolean)
        .join(' ') || undefined;
    const own = custom?.[config.name];
    const Custom = own?.input;
    return (
      <div
        key={config.name}
        // `config-form-field`: the tests' hook for the fields in their drawn order.
        className={`config-form-field ${styles.field}${own?.wide ? ` ${styles.wide}` : ''}`}
        data-field={config.name}
      >
        {!own?.ownLabel && (
          <label htmlFor={ids.input} className={styles.label}>
            {item.required && (
              <span className={styles.required} aria-hidden="true">
                *
              </span>
            )}
            {config.label}
          </label>
        )}
        {Custom ? (
          <Custom
            id={ids.input}
            label={config.label}
            required={item.required}
            value={values[config.name]}
            editable={item.editable}
            invalid={error !== null}
            {...(describedBy ? { describedBy } : {})}
            onChange={(value) => onChange(config.name, value)}
            values={values}
            onChangeField={onChange}
          />
        ) : (
          <ConfigFieldInput
            field={config}
            editable={item.editable}
            required={item.required}
            values={values}
            invalid={error !== null}
            {...(describedBy ? { describedBy } : {})}
            onChange={onChange}
          />
        )}
        {help && (
          <small id={ids.help} className={styles.help}>
            {help}
          </small>
        )}
        {note && (
          <small id={ids.note} className={styles.note} data-testid={`${ids.input}-note`}>
            <i className="pi pi-file-check" aria-hidden="true" /> {note}
          </small>
        )}
        {error && (
          <small id={ids.error} role="alert" className={`p-error ${styles.error}`}>
            {error}
          </small>
        )}
      </div>
    );
  };

  // Fields and nested containers inside one grid; remarks are drawn after it, as their own card.
  const grid = (list: readonly ShownItem[]): ReactNode[] =>
    list.flatMap((item) => {
      if ('columns' in item) {
        return [
          <ConfigTable
            key={`table-${item.name}`}
            table={item}
            rows={tableRowsOf(values[item.name])}
            message={message}
            onChange={(rows) => onChange(item.name, rows)}
          />,
        ];
      }
      if (!('config' in item)) {
        return [
          <div key={`group-${item.label}`} className={styles.wide}>
            {card(item.label, item.children)}
          </div>,
        ];
      }
      return isRemarkField(item.config) ? [] : [field(item)];
    });
  const remarks = (list: readonly ShownItem[]) =>
    list.flatMap((item) => ('config' in item && isRemarkField(item.config) ? [remark(item)] : []));

  function card(label: string, children: readonly ShownItem[]) {
    // An id is one token: a label's spaces would make aria-labelledby name two ids.
    const headingId = `${cardIds}-${label.replace(/[^\p{L}\p{N}]+/gu, '-')}`;
    const inside = grid(children);
    return (
      <>
        {inside.length > 0 && (
          <SectionCard title={<span id={headingId}>{label}</span>}>
            {/* A fieldset named by the card's title: screen readers hear the group it is in. */}
            <fieldset className={styles.grid} aria-labelledby={headingId}>
              {inside}
            </fieldset>
          </SectionCard>
        )}
        {remarks(children)}
      </>
    );
  }

  // Loose fields at the top (a form without groups) share one grid.
  const loose = grid(items.filter((item) => 'config' in item));
  return (
    <div className={styles.form}>
      {loose.length > 0 && <div className={styles.grid}>{loose}</div>}
      {remarks(items)}
      {items.map((item) => {
        if ('columns' in item) return grid([item]);
        if ('config' in item) return null;
        return (
          <div key={`group-${item.label}`} className={styles.form}>
            {card(item.label, item.children)}
          </div>
        );
      })}
    </div>
  );
}
