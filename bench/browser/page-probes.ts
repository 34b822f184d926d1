/**
 * What the browser bench reads inside the page: main-thread long tasks (Long Tasks API, > 50 ms)
 * and when the first things a user waits for appeared. Installed before any page script runs.
 */
import type { Page } from 'playwright-core';

/**
 * `window.__longTasks` holds [startTime, duration]; `__firstRowAt` is when the receivables table
 * showed its first row; `__kpisLocalAt` when the dashboard first showed KPI cards computed from the
 * local cache, and `__kpisLocalPaintAt` the frame after (what the user sees), ms after navigation.
 */
export const PAGE_PROBES = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  window.__firstRowAt = null;
  new MutationObserver((_, observer) => {
    if (document.querySelector('[role="row"][aria-rowindex="1"] [data-field]')) {
      window.__firstRowAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
  window.__kpisLocalAt = null;
  window.__kpisLocalPaintAt = null;
  new MutationObserver((_, observer) => {
    const card = document.querySelector(
      '[data-testid="ar-dashboard"][data-source="local"] [data-testid^="kpi-row-"] [data-testid^="kpi-"]',
    );
    if (!card) return;
    window.__kpisLocalAt = performance.now();
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => { window.__kpisLocalPaintAt = performance.now(); }, 0),
    );
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-source'] });
`;

export const now = (page: Page) => page.evaluate(() => performance.now());

export const longTasksSince = (page: Page, since: number) =>
  page.evaluate(
    (from) =>
      ((window as unknown as { __longTasks: [number, number][] }).__longTasks ?? [])
        .filter(([start]) => start >= from)
        .map(([, duration]) => Math.round(duration)),
    since,
  );

/** When each long task since `since` began, ms after it: where in a phase the main thread stalled. */
export const longTaskStartsSince = (page: Page, since: number) =>
  page.evaluate(
    (from) =>
      ((window as unknown as { __longTasks: [number, number][] }).__longTasks ?? [])
        .filter(([start]) => start >= from)
        .map(([start]) => Math.round(start - from)),
    since,
  );

/** A percentile of a list (0 when empty). */
export const p = (xs: number[], q: number) => {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
};
