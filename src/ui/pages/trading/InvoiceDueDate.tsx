import { notABusinessDay } from '../../../shared/calendar/date-rule';
import type { CustomFieldProps } from '../../components/config-form/ConfigForm';
import { HolidayDatePicker } from '../../components/inputs/HolidayDatePicker';

/**
 * The invoice's due date on the holiday-aware picker (docs/holidays.md): it follows the
 * calendar of the currency chosen on the form, and, being the day the buyer pays, must be a
 * business day of that currency.
 */
export function InvoiceDueDate({
  id,
  value,
  editable,
  invalid,
  required,
  describedBy,
  onChange,
  values,
}: CustomFieldProps) {
  const currency = typeof values.currency === 'string' ? values.currency : '';
  return (
    <HolidayDatePicker
      id={id}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      currency={currency}
      disabledDate={notABusinessDay}
      invalid={invalid}
      required={required}
      disabled={!editable}
      {...(describedBy ? { describedBy } : {})}
    />
  );
}
