import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lifecycleTable } from '../../../src/shared/finance-order/lifecycle';

/** The rows of docs/finance-orders.md's lifecycle table: action, who, from, to. */
function documentedRows(): string[] {
  const doc = readFileSync(new URL('../../../docs/finance-orders.md', import.meta.url), 'utf8');
  const start = doc.indexOf('<!-- lifecycle-table:start -->');
  const end = doc.indexOf('<!-- lifecycle-table:end -->');
  expect(start, 'the table markers').toBeGreaterThanOrEqual(0);
  expect(end).toBeGreaterThan(start);
  return (
    doc
      .slice(start, end)
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .map((line) =>
        line
          .split('|')
          .slice(1, 5)
          .map((cell) => cell.trim()),
      )
      // The header and its rule.
      .filter(([action]) => action !== 'action' && !/^-+$/.test(action ?? ''))
      .map((cells) => cells.join(' '))
  );
}

/** The same rows from the code's table: one per status each step starts from. */
function codeRows(): string[] {
  return lifecycleTable().flatMap((step) =>
    step.from.map((from) => {
      const to = step.to[from ?? 'NEW'] ?? from;
      return [step.action, step.actor, from ?? 'NEW', to].join(' ');
    }),
  );
}

describe('docs/finance-orders.md', () => {
  it('lists exactly the lifecycle of src/shared/finance-order/lifecycle.ts', () => {
    expect(documentedRows().sort()).toEqual(codeRows().sort());
  });
});
