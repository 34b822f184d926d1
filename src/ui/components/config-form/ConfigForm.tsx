import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShownItem } from '../../../shared/form-config/form-fields';
import type { RuleFailure } from '../../../shared/validation/rules/first-failure';
import { tableRowsOf } from '../../../shared/form-config/table-rows';
import { ConfigFieldInput } from './ConfigFieldInput';
import { ConfigTable } from './ConfigTable';

/** A page's own input for one configured field (an invoice's purchase orders, say). */
export interface CustomFieldProps {
  value: unknown;
  editable: boolean;
  invalid: boolean;
  onChange: (value: unknown) => void;
  /** The whole form, for an input that follows or sets other fields (a rate pair). */
  values: Readonly<Record<string, unknown>>;
  onChangeField: (name: string, value: unknown) => void;
}

interface Props {
  items: readonly ShownItem[];
  values: Readonly<Record<string, unknown>>;
  /** The first failure of each value name, shown under its field. */
  failures: Readonly<Record<string, RuleFailure | undefined>>;
  onChange: (name: string, value: unknown) => void;
  /** Inputs that replace the configured type's for these field names; label and rules stay. */
  custom?: Readonly<Record<string, ComponentType<CustomFieldProps>>>;
}

/**
 * A form built from the backend's field configuration (spec 001 §3–§4): what to show, in which
 * order and with which rules is decided by `formFields` (src/shared/form-config); this only
 * draws it. Groups are titled groups of fields; a named table is an editable, sortable table of
 * lines (ConfigTable), an unnamed one a group.
 */
export function ConfigForm({ items, values, failures, onChange, custom }: Props) {
  const { t } = useTranslation();
  // Rule keys come from data (the configuration), so the typed `t` cannot check them here; the
  // rules' keys are checked in both languages by the validation tests.
  const lookup = t as unknown as (key: string, options: Record<string, unknown>) => string;
  const message = (name: string, label: string) => {
    const failure = failures[name];
    return failure
      ? lookup(failure.key, { ...failure.params, label, defaultValue: failure.key })
      : null;
  };
  const draw = (list: readonly ShownItem[]) =>
    list.map((item) => {
      if ('columns' in item) {
        return (
          <ConfigTable
            key={`table-${item.name}`}
            table={item}
            rows={tableRowsOf(values[item.name])}
            message={message}
            onChange={(rows) => onChange(item.name, rows)}
          />
        );
      }
      if (!('config' in item)) {
        return (
          <fieldset key={`group-${item.label}`} className="config-form-group">
            <legend>{item.label}</legend>
            {draw(item.children)}
          </fieldset>
        );
      }
      const { config } = item;
      const error = message(config.name, config.label);
      const otherError = message(`${config.name}Other`, config.label);
      const Custom = custom?.[config.name];
      return (
        <div key={config.name} className="config-form-field" data-field={config.name}>
          <label htmlFor={`field-${config.name}`}>
            {item.required && <span aria-hidden="true">* </span>}
            {config.label}
          </label>
          {Custom ? (
            <Custom
              value={values[config.name]}
              editable={item.editable}
              invalid={error !== null}
              onChange={(value) => onChange(config.name, value)}
              values={values}
              onChangeField={onChange}
            />
          ) : (
            <ConfigFieldInput
              field={config}
              editable={item.editable}
              values={values}
              invalid={error !== null}
              onChange={onChange}
            />
          )}
          {(error ?? otherError) && (
            <small role="alert" className="p-error">
              {error ?? otherError}
            </small>
          )}
        </div>
      );
    });
  return <div className="config-form">{draw(items)}</div>;
}
