import type { ReactNode } from 'react';
import styles from './UserCenter.module.css';

/** The id of a field's message, for the control's aria-describedby. */
export const errorIdOf = (id: string) => `${id}-error`;

/** Props that tie a control to its message for assistive technology and PrimeReact's styling. */
export function invalidProps(id: string, error: string | undefined) {
  return {
    invalid: Boolean(error),
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? errorIdOf(id) : undefined,
  };
}

interface FormFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}

/** A label bound to its control (so tests and screen readers find it by name) and its message. */
export function FormField({ id, label, error, children }: FormFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <small id={errorIdOf(id)} className="p-error">
          {error}
        </small>
      )}
    </div>
  );
}
