import type { CustomFieldProps } from '../../components/config-form/ConfigForm';
import { BuyerSelect } from '../../components/inputs/BuyerSelect';

/**
 * The trading forms' buyer (issue 17): chosen from the company search (BuyerSelect over the
 * company directory), not typed, so the name saved is one the server knows. The record keeps the
 * buyer's name, as the lists show and filter it.
 */
export function BuyerNameSelect({
  id,
  label,
  value,
  editable,
  invalid,
  required,
  describedBy,
  onChange,
}: CustomFieldProps) {
  const name = typeof value === 'string' && value !== '' ? value : null;
  return (
    <BuyerSelect
      id={id}
      value={name}
      ariaLabel={label}
      invalid={invalid}
      required={required}
      {...(describedBy ? { describedBy } : {})}
      disabled={!editable}
      onChange={(option) => onChange(option?.label ?? '')}
    />
  );
}
