import { useState } from 'react';
import { InputText } from 'primereact/inputtext';
import { commitTyped, displayNumber } from '../../../shared/format/number-input/commit';
import type { NumberInputOptions } from '../../../shared/format/number-input/options';
import { sanitizeTyped } from '../../../shared/format/number-input/sanitize';

export interface NumberInputProps {
  id: string;
  /** Plain decimal text ('1234.50'); '' when empty. */
  value: string;
  options: NumberInputOptions;
  onChange: (text: string) => void;
  invalid?: boolean;
  disabled?: boolean;
  /** aria-* attributes for the input (required, invalid, describedby). */
  aria?: Readonly<Record<`aria-${string}`, string | boolean>>;
}

/**
 * A number, money, exchange-rate or percent input (spec 001 §5): typing keeps only digits, one
 * dot and a leading minus where negatives are allowed; blur rounds down, clamps and pads; without
 * focus it shows thousands separators. The text the user typed is what the form holds until blur.
 */
export function NumberInput({
  id,
  value,
  options,
  onChange,
  invalid,
  disabled,
  aria,
}: NumberInputProps) {
  const [focused, setFocused] = useState(false);
  return (
    <InputText
      id={id}
      inputMode="decimal"
      value={focused ? value : displayNumber(value === '' ? null : value, options)}
      invalid={invalid}
      disabled={disabled}
      {...aria}
      onFocus={() => setFocused(true)}
      onChange={(e) => onChange(sanitizeTyped(e.target.value, options))}
      onBlur={() => {
        setFocused(false);
        onChange(commitTyped(value, options).text);
      }}
    />
  );
}
