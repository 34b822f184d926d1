import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown, type DropdownPassThroughOptions } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { RadioButton } from 'primereact/radiobutton';
import type { FieldConfig } from '../../../shared/form-config/field-config';
import { OTHER, otherTextAfter, otherTextName } from '../../../shared/form-config/select-other';
import { moneyInputOptions, numberInputOptions } from '../../../shared/format/number-input/options';
import { dictionaries } from '../../state/app-state';
import { BuyerSelect } from '../inputs/BuyerSelect';
import { DateInput } from '../inputs/DateInput';
import { NumberInput } from '../inputs/NumberInput';
import { SupplierSelect } from '../inputs/SupplierSelect';
import styles from './ConfigForm.module.css';

interface Props {
  field: FieldConfig;
  editable: boolean;
  required: boolean;
  values: Readonly<Record<string, unknown>>;
  invalid: boolean;
  /** Ids of the help and error texts under the field. */
  describedBy?: string;
  onChange: (name: string, value: unknown) => void;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The input of one configured field, by its type (spec 001 §3). Every input says whether it is
 * required and invalid, and which texts describe it (help, error), to assistive technology.
 */
export function ConfigFieldInput({
  field,
  editable,
  required,
  values,
  invalid,
  describedBy,
  onChange,
}: Props) {
  useSignals();
  const { i18n } = useTranslation();
  const id = `field-${field.name}`;
  const aria = {
    'aria-required': required,
    'aria-invalid': invalid,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
  const value = values[field.name];
  const chinese = i18n.language.startsWith('zh');
  const options = (dictionaries.value.get(field.dictName ?? '') ?? []).map((e) => ({
    label: (chinese ? e.cnValue : e.enValue) || e.dicKey,
    value: e.dicKey,
  }));

  switch (field.type) {
    case 'input-number':
    case 'input-money': {
      // `currency` names the form's currency field or is a code itself (docs/form-config.md).
      const currency =
        field.currency && Object.hasOwn(values, field.currency)
          ? text(values[field.currency])
          : /^[A-Z]{3}$/.test(field.currency ?? '')
            ? field.currency
            : '';
      const input = (
        <NumberInput
          id={id}
          value={text(value)}
          options={
            field.type === 'input-money' ? moneyInputOptions(currency) : numberInputOptions()
          }
          invalid={invalid}
          disabled={!editable}
          aria={aria}
          onChange={(next) => onChange(field.name, next)}
        />
      );
      if (field.type !== 'input-money') return input;
      // Money shows its currency's code beside the amount: the precision follows it.
      return (
        <div className="p-inputgroup">
          <span className="p-inputgroup-addon" data-testid={`${id}-currency`}>
            {currency || '-'}
          </span>
          {input}
        </div>
      );
    }
    case 'date':
      return (
        <DateInput
          id={id}
          value={text(value)}
          invalid={invalid}
          disabled={!editable}
          required={required}
          {...(describedBy ? { describedBy } : {})}
          onChange={(next) => onChange(field.name, next)}
        />
      );
    case 'radio':
      return (
        <span id={id} role="radiogroup" className={styles.choices} {...aria}>
          {options.map((o) => (
            <label key={o.value}>
              <RadioButton
                value={o.value}
                checked={value === o.value}
                disabled={!editable}
                onChange={() => onChange(field.name, o.value)}
              />
              {o.label}
            </label>
          ))}
        </span>
      );
    case 'checkbox': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <span id={id} role="group" className={styles.choices} {...aria}>
          {options.map((o) => (
            <label key={o.value}>
              <Checkbox
                checked={chosen.includes(o.value)}
                disabled={!editable}
                onChange={(e) =>
                  onChange(
                    field.name,
                    e.checked ? [...chosen, o.value] : chosen.filter((c) => c !== o.value),
                  )
                }
              />
              {o.label}
            </label>
          ))}
        </span>
      );
    }
    case 'select-buyer':
    case 'select-supplier': {
      // The form keeps the company code; the select shows the name it was chosen by.
      const Select = field.type === 'select-buyer' ? BuyerSelect : SupplierSelect;
      return (
        <Select
          id={id}
          value={typeof value === 'string' && value !== '' ? value : null}
          ariaLabel={field.label}
          invalid={invalid}
          required={required}
          {...(describedBy ? { describedBy } : {})}
          disabled={!editable}
          onChange={(option) => onChange(field.name, option?.value ?? null)}
        />
      );
    }
    case 'select':
    case 'select-other': {
      const otherName = otherTextName(field.name);
      return (
        <>
          <Dropdown
            inputId={id}
            value={value ?? null}
            // The focusable input carries the field's state; the label names it (htmlFor).
            pt={{ input: aria } as DropdownPassThroughOptions}
            options={options}
            invalid={invalid}
            disabled={!editable}
            onChange={(e) => {
              onChange(field.name, e.value);
              if (field.type === 'select-other') {
                onChange(otherName, otherTextAfter(e.value, text(values[otherName])));
              }
            }}
          />
          {field.type === 'select-other' && value === OTHER && (
            <InputText
              aria-label={`${field.label} (${OTHER})`}
              value={text(values[otherName])}
              disabled={!editable}
              onChange={(e) => onChange(otherName, e.target.value)}
            />
          )}
        </>
      );
    }
    default:
      return (
        <InputText
          id={id}
          value={text(value)}
          invalid={invalid}
          disabled={!editable}
          {...aria}
          onChange={(e) => onChange(field.name, e.target.value)}
        />
      );
  }
}
