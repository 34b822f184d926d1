import { useSignals } from '@preact/signals-react/runtime';
import { Calendar, type CalendarPassThroughOptions } from 'primereact/calendar';
import { calendarPattern, isoDateOf, localDateOf } from '../../../shared/format/date';
import { timeFormat } from '../../state/app-state';

export interface DateInputProps {
  id: string;
  /** The contract's `YYYY-MM-DD`; '' when empty. */
  value: string;
  onChange: (iso: string) => void;
  invalid?: boolean;
  disabled?: boolean;
  required?: boolean;
  describedBy?: string;
}

/**
 * A calendar date picked and shown in the user's format (YYYY/MM/DD by default; the profile's
 * time format) with PrimeReact's Calendar, never the browser's own mm/dd/yyyy input. The form
 * holds the contract's ISO date: the user's format is only how it is read and written here.
 */
export function DateInput({
  id,
  value,
  onChange,
  invalid,
  disabled,
  required,
  describedBy,
}: DateInputProps) {
  useSignals();
  const pattern = calendarPattern(timeFormat.value);
  return (
    <Calendar
      inputId={id}
      value={localDateOf(value)}
      dateFormat={pattern}
      placeholder={timeFormat.value}
      showIcon
      showButtonBar
      // Typed text is read as it is written; a half-typed date leaves the value as it was.
      keepInvalid={false}
      invalid={invalid === true}
      disabled={disabled === true}
      required={required === true}
      // The Calendar forwards no aria-* of its own to its input; its pass-through does.
      pt={
        {
          input: {
            root: {
              'aria-invalid': invalid === true,
              ...(describedBy ? { 'aria-describedby': describedBy } : {}),
            },
          },
        } as CalendarPassThroughOptions
      }
      onChange={(e) => {
        const next = e.value;
        onChange(next instanceof Date ? isoDateOf(next) : '');
      }}
    />
  );
}
