import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../../src/worker/analytics/analytics-event';
import type { TrackedActionType } from '../../../src/worker/analytics/create-analytics';
import { alice, analyticsHarness, details, must, T0 } from './harness';

describe('tracked actions', () => {
  it('queues clicks and form submits against the page shown, with the time in the details', async () => {
    const h = analyticsHarness();

    await h.analytics.navigate('/trading/invoice', T0);
    await h.analytics.track('button_click', { name: 'Export', key: 'invoice.export' }, T0 + 100);
    await h.analytics.track('table_cell_click', { table: 'invoices', column: 'Amount' }, T0 + 200);
    await h.analytics.track('form_submit', { form: 'invoice-search' }, T0 + 300);

    const events = (await h.queued()).map((r) => r.event as StoredEvent);
    expect(events.map((e) => [e.action_type, e.page_url, details(e)])).toEqual([
      [
        'button_click',
        '/trading/invoice',
        { time: T0 + 100, name: 'Export', key: 'invoice.export' },
      ],
      [
        'table_cell_click',
        '/trading/invoice',
        { time: T0 + 200, table: 'invoices', column: 'Amount' },
      ],
      ['form_submit', '/trading/invoice', { time: T0 + 300, form: 'invoice-search' }],
    ]);
    expect(events[0]).toMatchObject({ email: alice.email, company_id: 'C-1' });
  });

  it('takes chat and file uploader actions too', async () => {
    const h = analyticsHarness();
    await h.analytics.navigate('/finance/finance-order', T0);

    await h.analytics.track('chat_message_send', {}, T0 + 1);
    await h.analytics.track('file_uploader_upload_file', { files: 2 }, T0 + 2);

    const types = (await h.queued()).map((r) => (r.event as StoredEvent).action_type);
    expect(types).toEqual(['chat_message_send', 'file_uploader_upload_file']);
  });

  it('refuses page_visit and unknown types: only navigation makes visits', async () => {
    const h = analyticsHarness();

    await expect(h.analytics.track('page_visit' as TrackedActionType, {}, T0)).rejects.toThrow(
      TypeError,
    );
    await expect(h.analytics.track('hover' as TrackedActionType, {}, T0)).rejects.toThrow(
      TypeError,
    );
    expect(await h.queued()).toEqual([]);
  });

  it('does not let details override the time, and replaces oversized details by a marker', async () => {
    const h = analyticsHarness();

    await h.analytics.track('button_click', { time: 1, name: 'x' }, T0);
    await h.analytics.track('button_click', { name: 'y'.repeat(20_000) }, T0 + 1);

    const events = (await h.queued()).map((r) => r.event as StoredEvent);
    expect(details(must(events[0]))).toEqual({ time: T0, name: 'x' });
    expect(details(must(events[1]))).toEqual({ time: T0 + 1, truncated: true });
  });

  it('reads who did it when it happens, not when it is sent', async () => {
    const h = analyticsHarness({ identity: null });

    await h.analytics.track('button_click', { name: 'Sign in' }, T0);
    h.setIdentity(alice);
    await h.analytics.track('button_click', { name: 'Home' }, T0 + 1);

    const events = (await h.queued()).map((r) => r.event as StoredEvent);
    expect(events.map((e) => [e.email, e.anonymous])).toEqual([
      [null, 'anon-1'],
      [alice.email, null],
    ]);
  });
});
