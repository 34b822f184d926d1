import { describe, expect, it } from 'vitest';
import {
  cancelChartJob,
  pendingChartJobs,
  scheduleChartJob,
} from '../../../src/ui/components/charts/chart-scheduler';

/** Resolves after the next macrotask. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('the chart scheduler', () => {
  it('runs no job in the task that asked, and each chart in a dispatch of its own', async () => {
    const ran: string[] = [];
    const charts = [{}, {}, {}];
    charts.forEach((chart, i) =>
      scheduleChartJob(chart, () => {
        ran.push(`chart ${i}`);
        // Were the charts run in one loop, this would come after all three.
        queueMicrotask(() => ran.push(`after chart ${i}`));
      }),
    );
    expect(ran).toEqual([]);
    await expect
      .poll(() => ran)
      .toEqual([
        'chart 0',
        'after chart 0',
        'chart 1',
        'after chart 1',
        'chart 2',
        'after chart 2',
      ]);
    expect(pendingChartJobs()).toBe(0);
  });

  it('replaces a chart’s pending job with its later one, keeping its place in the queue', async () => {
    const ran: string[] = [];
    const first = {};
    const second = {};
    scheduleChartJob(first, () => ran.push('first, old size'));
    scheduleChartJob(second, () => ran.push('second'));
    scheduleChartJob(first, () => ran.push('first, new size'));
    expect(pendingChartJobs()).toBe(2);
    await expect.poll(() => ran).toEqual(['first, new size', 'second']);
  });

  it('drops the job of a chart that went away', async () => {
    const ran: string[] = [];
    const gone = {};
    scheduleChartJob(gone, () => ran.push('gone'));
    scheduleChartJob({}, () => ran.push('kept'));
    cancelChartJob(gone);
    await expect.poll(() => ran).toEqual(['kept']);
    await nextTask();
    expect(ran).toEqual(['kept']);
  });

  it('goes on with the next chart when a job throws', async () => {
    const ran: string[] = [];
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onError);
    try {
      scheduleChartJob({}, () => {
        throw new Error('broken chart');
      });
      scheduleChartJob({}, () => ran.push('next'));
      await expect.poll(() => ran).toEqual(['next']);
    } finally {
      process.off('uncaughtException', onError);
    }
  });
});
