import { startTransition, useEffect, useState } from 'react';
import { cancelChartJob, scheduleChartJob } from './chart-scheduler';

/**
 * True one task after `ready` became true and after the chart work queued by then: a part of the
 * page mounted with it (the tables below the dashboard, whose tab bar measures itself and whose
 * first window asks the worker for rows) then commits in a task of its own instead of adding to
 * the long task of the dashboard's first answer. Effects run children first, so the charts
 * rendered in the same commit have queued their builds before this job.
 */
export function useAfterCharts(ready: boolean): boolean {
  const [owner] = useState(() => ({}));
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return;
    // A transition: React renders that part in slices of a few ms, yielding between them, so
    // its first render is not one long task either.
    scheduleChartJob(owner, () => startTransition(() => setAfter(true)));
    return () => cancelChartJob(owner);
  }, [ready, after, owner]);
  return after;
}
