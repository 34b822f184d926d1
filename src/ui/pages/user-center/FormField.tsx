import type { ReactNode } from 'react';
import cf from '../../components/config-form/ConfigForm.module.css';

/** The ids of the texts under a field (its message and help), for the control's aria-describedby. */
export const errorIdOf = (id: string) => `${id}-error`;
export const helpIdOf = (id: string) => `${id}-help`;

interface ControlState {
  required?: boolean;
  error: string | undefined;
  help?: boolean;
}

/**
 * What a control says to assistive technology and to PrimeReact's styling, as every form input of
 * the portal does (docs/form-config.md "Layout"): required, invalid, described by help and error.
 */
export function controlAria(id: string, { required, error, help }: ControlState) {
  const describedBy = [help ? helpIdOf(id) : null, error ? errorIdOf(id) : null]
    .filter(Boolean)
    .join(' ');
  return {
    'aria-required': required === true,
    'aria-invalid': Boolean(error),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
}

interface FormFieldProps {
  id: string;
  /** The form's value name: the tests' and the server problems' hook (`data-field`). */
  name: string;
  label: string;
  required?: boolean;
  error: string | undefined;
  help?: ReactNode;
  children: ReactNode;
}

/**
 * One field in the forms' grid: label above (a red * before a required one, hidden from screen
 * readers: the control says aria-required), the control, its help, then its message.
 */
export function FormField({ id, name, label, required, error, help, children }: FormFieldProps) {
  return (
    <div className={`config-form-field ${cf.field}`} data-field={name}>
      <label htmlFor={id} className={cf.label}>
        {required && (
          <span className={cf.required} aria-hidden="true">
            *
          </span>
        )}
        {label}
      </label>
      {children}
      {help && (
        <small id={helpIdOf(id)} className={cf.help}>
          {help}
        </small>
      )}
      {error && (
        <small id={errorIdOf(id)} role="alert" className={`p-error ${cf.error}`}>
          {error}
        </small>
      )}
    </div>
  );
}
