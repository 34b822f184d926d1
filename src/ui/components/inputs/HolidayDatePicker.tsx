import { useSignals } from '@preact/signals-react/runtime';
import {
  Calendar,
  type CalendarDateTemplateEvent,
  type CalendarPassThroughOptions,
} from 'primereact/calendar';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dayMark,
  isDateDisabled,
  type DayMark,
  type DisabledDateRule,
} from '../../../shared/calendar/date-rule';
import {
  calendarPattern,
  formatCalendarDate,
  isoDateOf,
  localDateOf,
} from '../../../shared/format/date';
import { timeFormat } from '../../state/app-state';
import { useHolidayCalendar } from './holiday-calendar';
import { disabledDatesAround, isoOfCell } from './holiday-window';
import styles from './holiday-date-picker.module.css';

export interface HolidayDatePickerProps {
  id: string;
  /** `YYYY-MM-DD`; '' when empty. */
  value: string;
  onChange: (iso: string) => void;
  /** Whose calendar the picker follows; read again when it changes. */
  currency: string;
  /**
   * A page's own rule on top of the spec's (a due date's `notABusinessDay`). Given the date and
   * the currency's calendar; a plain `(date) => boolean` fits too.
   */
  disabledDate?: DisabledDateRule;
  invalid?: boolean;
  disabled?: boolean;
  required?: boolean;
  describedBy?: string;
  ariaLabel?: string;
}

/**
 * A date picker that knows the currency's holidays (spec 001 §4, docs/holidays.md): dates are
 * disabled as the spec says (a weekend with no holiday entry, a make-up working day, the page's
 * own rule), rest days are marked 休 and make-up working days 班, each with the holiday's name in
 * the UI language as its tooltip and in the cell's accessible name. Shown and typed in the user's
 * format like every date input (DateInput); the form holds the ISO date.
 */
export function HolidayDatePicker({
  id,
  value,
  onChange,
  currency,
  disabledDate,
  invalid,
  disabled,
  required,
  describedBy,
  ariaLabel,
}: HolidayDatePickerProps) {
  useSignals();
  const { t, i18n } = useTranslation();
  const { calendar, failed } = useHolidayCalendar(currency);
  const selected = localDateOf(value);
  // The viewed month decides which days are computed; it follows a value set from outside.
  const [view, setView] = useState<Date>(() => selected ?? new Date());
  const [seenValue, setSeenValue] = useState(value);
  if (seenValue !== value) {
    setSeenValue(value);
    if (selected) setView(selected);
  }
  const disabledDates = useMemo(
    () => disabledDatesAround(view, calendar, disabledDate),
    [view, calendar, disabledDate],
  );
  const zh = i18n.language.startsWith('zh');
  const describe = (mark: DayMark) => {
    const name = zh ? mark.holiday.holidayNameCn : mark.holiday.holidayNameEn;
    return mark.kind === 'rest'
      ? t('holiday_picker.rest_day', { name })
      : t('holiday_picker.make_up_day', { name });
  };
  const markOf = (date: { year: number; month: number; day: number }) =>
    dayMark(isoOfCell(date.year, date.month, date.day), calendar);

  const cell = (date: CalendarDateTemplateEvent) => {
    const mark = markOf(date);
    if (mark === null) return date.day;
    return (
      <span className={styles.cell} title={describe(mark)}>
        {date.day}
        <span
          className={mark.kind === 'rest' ? styles.rest : styles.makeUp}
          aria-hidden="true"
          data-holiday-mark={mark.kind}
        >
          {mark.kind === 'rest' ? t('holiday_picker.rest_mark') : t('holiday_picker.make_up_mark')}
        </span>
      </span>
    );
  };

  const pattern = calendarPattern(timeFormat.value);
  return (
    <>
      <Calendar
        inputId={id}
        value={selected}
        viewDate={view}
        onViewDateChange={(e) => setView(e.value)}
        dateFormat={pattern}
        placeholder={timeFormat.value}
        showIcon
        showButtonBar
        keepInvalid={false}
        disabledDates={disabledDates}
        dateTemplate={cell}
        panelClassName={styles.panel}
        invalid={invalid === true}
        disabled={disabled === true}
        required={required === true}
        {...(ariaLabel ? { ariaLabel } : {})}
        pt={
          {
            input: {
              root: {
                'aria-invalid': invalid === true,
                ...(describedBy ? { 'aria-describedby': describedBy } : {}),
              },
            },
            // The cell's accessible name: its date in the user's format, and the holiday if any.
            day: ({ context }: { context: { date: CalendarDateTemplateEvent } }) => {
              const mark = markOf(context.date);
              if (mark === null) return {};
              const iso = isoOfCell(context.date.year, context.date.month, context.date.day);
              return {
                'aria-label': t('holiday_picker.cell_label', {
                  date: formatCalendarDate(iso, timeFormat.value),
                  what: describe(mark),
                }),
              };
            },
          } as CalendarPassThroughOptions
        }
        onChange={(e) => {
          const next = e.value;
          if (!(next instanceof Date)) return onChange('');
          const iso = isoDateOf(next);
          // A typed date is checked here too: disabledDates only covers the months around the view.
          if (isDateDisabled(iso, calendar, disabledDate)) return;
          onChange(iso);
        }}
      />
      {failed ? (
        <small className={styles.note} role="status">
          {t('holiday_picker.unavailable')}
        </small>
      ) : null}
    </>
  );
}
