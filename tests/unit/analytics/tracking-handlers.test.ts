import { describe, expect, it } from 'vitest';
import {
  describeClick,
  describeSubmit,
  installTrackingHandlers,
  type UiActionDetails,
  type UiActionType,
} from '../../../src/ui/analytics/tracking-handlers';
import { el, type FakeElement } from './fake-element';

function invoiceTable() {
  const approve = el('button', {
    'aria-label': 'Approve invoice',
    'data-analytics': 'invoice.approve',
  });
  const amount = el('span', {}, '1,250,000.00');
  const table = el(
    'table',
    { 'aria-label': 'Invoices' },
    el(
      'thead',
      {},
      el('tr', {}, el('th', {}, 'Invoice no.'), el('th', {}, ' Amount '), el('th', {}, 'Actions')),
    ),
    el(
      'tbody',
      {},
      el('tr', {}, el('td', {}, 'INV-1'), el('td', {}, amount), el('td', {}, approve)),
    ),
  );
  return { table, approve, amount };
}

/** Dispatches `type` at the root as if it had bubbled up from `target`. */
function dispatch(root: EventTarget, type: string, target: FakeElement | null) {
  const event = new Event(type);
  Object.defineProperty(event, 'target', { value: target });
  root.dispatchEvent(event);
}

describe('click and submit tracking on the main thread', () => {
  it('reports a button by its accessible name and stable key, even inside a table cell', () => {
    const { approve } = invoiceTable();

    expect(describeClick(approve)).toEqual({
      type: 'button_click',
      details: { name: 'Approve invoice', key: 'invoice.approve' },
    });
  });

  it('names a button by its text when it has no label, whatever inner element was clicked', () => {
    const icon = el('i', { class: 'pi pi-search' });
    el('button', {}, icon, '  Search\n  invoices ');

    expect(describeClick(icon)).toEqual({
      type: 'button_click',
      details: { name: 'Search invoices', key: null },
    });
  });

  it("reports a table cell by its table and column, never by the cell's content", () => {
    const { amount } = invoiceTable();

    expect(describeClick(amount)).toEqual({
      type: 'table_cell_click',
      details: { table: 'Invoices', column: 'Amount' },
    });
  });

  it('ignores clicks elsewhere and anything under data-analytics="off"', () => {
    const text = el('p', {}, 'hello');
    el('div', {}, text);
    const secret = el('button', {}, 'Reveal');
    el('section', { 'data-analytics': 'off' }, secret);

    expect(describeClick(text)).toBeNull();
    expect(describeClick(secret)).toBeNull();
  });

  it('reports a form by its key, name or id', () => {
    expect(describeSubmit(el('form', { name: 'invoice-search', id: 'f1' }))).toEqual({
      form: 'invoice-search',
    });
    expect(describeSubmit(el('form', { id: 'f1' }))).toEqual({ form: 'f1' });
  });

  it('listens once at the root, in the capture phase, and can be removed', () => {
    const root = new EventTarget();
    const tracked: Array<[UiActionType, UiActionDetails]> = [];
    const uninstall = installTrackingHandlers({
      root,
      track: (type, details) => tracked.push([type, details]),
    });
    const { approve, amount } = invoiceTable();

    dispatch(root, 'click', approve);
    dispatch(root, 'click', amount);
    dispatch(root, 'click', null);
    dispatch(root, 'submit', el('form', { 'data-analytics': 'order-form' }));
    uninstall();
    dispatch(root, 'click', approve);

    expect(tracked.map(([type]) => type)).toEqual([
      'button_click',
      'table_cell_click',
      'form_submit',
    ]);
    expect(tracked[2]?.[1]).toEqual({ form: 'order-form' });
  });
});
