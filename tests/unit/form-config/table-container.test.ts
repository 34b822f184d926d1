import { describe, expect, it } from 'vitest';
import { formConfigSchema } from '../../../src/shared/form-config/field-config';
import { formFields } from '../../../src/shared/form-config/form-fields';
import { keptRows, tableRowsOf } from '../../../src/shared/form-config/table-rows';
import { validateFields } from '../../../src/shared/validation/rules/validate-fields';

const config = formConfigSchema.parse([
  { type: 'select', name: 'currency', label: 'Currency', require: '1', dictName: 'CURRENCY' },
  {
    type: 'table',
    name: 'lines',
    label: 'Order lines',
    children: [
      { type: 'input', name: 'description', label: 'Goods', require: '1', orderBy: 1 },
      {
        type: 'input-number',
        name: 'quantity',
        label: 'Quantity',
        require: '1',
        rules: ['positiveInteger'],
        orderBy: 2,
      },
      {
        type: 'input-money',
        name: 'unitPrice',
        label: 'Unit price',
        require: '0',
        currency: 'currency',
        orderBy: 3,
      },
      { type: 'input', name: 'secret', label: 'Hidden', require: '2', orderBy: 4 },
    ],
  },
  { type: 'table', label: 'Unnamed', children: [{ type: 'input', name: 'note', label: 'Note' }] },
]);
const log = () => undefined;

describe('table containers (spec 001 §3)', () => {
  it('shows a named table with its visible fields as columns; an unnamed one stays a group', () => {
    const shown = formFields(config, { currency: 'USD', lines: [] }, log);
    const table = shown.items.find((i) => 'columns' in i);
    expect(table).toMatchObject({ type: 'table', name: 'lines', label: 'Order lines' });
    expect(table && 'columns' in table && table.columns.map((c) => c.config.name)).toEqual([
      'description',
      'quantity',
      'unitPrice',
    ]);
    expect(shown.items.some((i) => 'children' in i && i.label === 'Unnamed')).toBe(true);
    expect(Object.keys(shown.rules)).not.toContain('description');
  });

  it('checks every cell with its field rules, the currency read from the form', () => {
    const values = {
      currency: 'JPY',
      lines: [
        { key: 'a', description: 'Cartons', quantity: '4', unitPrice: '1200' },
        { key: 'b', description: '', quantity: '2.5', unitPrice: '10.50' },
      ],
    };
    const shown = formFields(config, values, log);
    const failures = validateFields(shown.rules, shown.ruleValues);
    expect(Object.keys(failures).sort()).toEqual([
      'lines.1.description',
      'lines.1.quantity',
      'lines.1.unitPrice',
    ]);
    // JPY has no decimals: 10.50 is refused in a JPY order, 1200 is fine.
    expect(failures['lines.0.unitPrice']).toBeUndefined();
    const usd = formFields(config, { ...values, currency: 'USD' }, log);
    expect(validateFields(usd.rules, usd.ruleValues)['lines.1.unitPrice']).toBeUndefined();
  });

  it('reads rows leniently and keeps only the named cells', () => {
    expect(tableRowsOf('x')).toEqual([]);
    expect(tableRowsOf([null, 3, { quantity: 2, note: 'a', bad: {} }])).toEqual([
      { quantity: '2', note: 'a', key: 'row-3' },
    ]);
    expect(
      keptRows([{ key: 'k', quantity: '2', stray: 'x' }], ['quantity', 'description']),
    ).toEqual([{ key: 'k', quantity: '2' }]);
  });
});
