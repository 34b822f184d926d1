import { z } from 'zod';
import { CALENDAR_CURRENCIES } from '../../../shared/calendar/business-day';
import { defineEndpoint } from '../../contract/endpoint';

/** A day of a calendar (spec 001 §3): type 'J' a rest day, any other a make-up working day. */
export const holidayRecordSchema = z.object({
  calendarDate: z.string(),
  countryCode: z.string(),
  holidayNameCn: z.string(),
  holidayNameEn: z.string(),
  type: z.string(),
});

/** Bounded: a form has one or two currencies; ten known codes is already generous. */
export const HOLIDAY_LIST_MAX_CURRENCIES = 10;

export const holidayListBody = z.object({
  currencyCode: z
    .array(z.enum(CALENDAR_CURRENCIES as [string, ...string[]]))
    .min(1)
    .max(HOLIDAY_LIST_MAX_CURRENCIES),
});

export const holidayList = defineEndpoint({
  id: 'company.holidayList',
  method: 'POST',
  path: '/api/{product}-company/holiday/list',
  body: holidayListBody,
  data: z.array(holidayRecordSchema),
});
