import { useCallback } from 'react';
import { formatDate } from '../../../shared/format/date';
import { useCellContext } from '../../components/search-list/use-cell-context';

/** An instant in the user's time zone and date format, with the time. */
export function useWhenText(): (iso: string | null | undefined) => string {
  const context = useCellContext();
  return useCallback(
    (iso) =>
      formatDate(iso, { timeZone: context.timeZone, format: context.timeFormat, withTime: true }),
    [context.timeZone, context.timeFormat],
  );
}
