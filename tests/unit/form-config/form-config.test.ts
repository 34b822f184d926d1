import { describe, expect, it } from 'vitest';
import { effectiveRequirement } from '../../../src/shared/form-config/effective-requirement';
import { evaluateExpression } from '../../../src/shared/form-config/evaluate-expression';
import {
  fieldConfigSchema,
  formConfigSchema,
  type FieldConfig,
} from '../../../src/shared/form-config/field-config';
import { formFields } from '../../../src/shared/form-config/form-fields';
import { otherTextAfter } from '../../../src/shared/form-config/select-other';
import { firstFailure } from '../../../src/shared/validation/rules/first-failure';

const field = (raw: Record<string, unknown>): FieldConfig => fieldConfigSchema.parse(raw);

function recorder() {
  const lines: string[] = [];
  return { lines, log: (message: string) => void lines.push(message) };
}

describe('backend field configuration', () => {
  it('reads the backend shapes: flags as "0"/"1", rules as a comma list, defaults', () => {
    const parsed = field({
      type: 'input-money',
      name: 'amount',
      label: 'Amount',
      editable: '0',
      rules: 'amount, natural',
      orderBy: '3',
    });
    expect(parsed).toMatchObject({
      editable: false,
      rules: ['amount', 'natural'],
      orderBy: 3,
      require: '0',
    });
    expect(fieldConfigSchema.safeParse({ type: 'slider', name: 'x', label: 'X' }).success).toBe(
      false,
    );
    expect(
      fieldConfigSchema.safeParse({ type: 'input', name: 'x', label: 'X', require: '3' }).success,
    ).toBe(false);
  });

  it("picks an expression's if or else outcome; a failing condition is logged and false", () => {
    const expression = { field: 'country', express: 'eq', value: '156', if: '1', else: '0' };
    const { lines, log } = recorder();
    expect(evaluateExpression(expression, { country: '156' }, log)).toBe('1');
    expect(evaluateExpression(expression, { country: 156 }, log)).toBe('1');
    expect(evaluateExpression(expression, { country: '840' }, log)).toBe('0');
    expect(lines).toEqual([]);
    expect(evaluateExpression({ ...expression, express: 'gt' }, { country: '156' }, log)).toBe('0');
    expect(evaluateExpression(expression, { other: '156' }, log)).toBe('0');
    expect(lines).toHaveLength(2);
  });

  it('decides requirement from the expression, falling back to require on a bad outcome', () => {
    const f = field({
      type: 'input',
      name: 'taxNo',
      label: 'Tax no.',
      require: '0',
      expression: { field: 'country', express: 'eq', value: 'CN', if: '1', else: '2' },
    });
    const { lines, log } = recorder();
    expect(effectiveRequirement(f, { country: 'CN' }, log)).toBe('1');
    expect(effectiveRequirement(f, { country: 'US' }, log)).toBe('2');
    const odd = field({ ...f, expression: { ...f.expression, if: 'yes' } });
    expect(effectiveRequirement(odd, { country: 'CN' }, log)).toBe('0');
    expect(lines).toHaveLength(1);
  });
});

describe('what a configured form shows and validates', () => {
  const config = formConfigSchema.parse([
    { type: 'input', name: 'name', label: 'Name', require: '1', orderBy: 2 },
    { type: 'input', name: 'secret', label: 'Secret', require: '2', orderBy: 1 },
    {
      type: 'group',
      label: 'Money',
      children: [
        { type: 'select', name: 'currency', label: 'Currency', require: '1', dictName: 'CURRENCY' },
        {
          type: 'input-money',
          name: 'amount',
          label: 'Amount',
          require: '1',
          currency: 'currency',
        },
        { type: 'input', name: 'site', label: 'Site', rules: ['url', 'nonsense'] },
      ],
    },
    { type: 'select-other', name: 'source', label: 'Source', require: '1', orderBy: 0 },
    {
      type: 'group',
      label: 'Only hidden',
      children: [{ type: 'date', name: 'd', label: 'D', require: '2' }],
    },
  ]);

  it('orders by orderBy, leaves hidden fields and empty containers out', () => {
    const { log } = recorder();
    const { items } = formFields(config, {}, log);
    const names = items.map((i) => ('config' in i ? i.config.name : i.label));
    expect(names).toEqual(['Money', 'source', 'name']);
  });

  it('validates required fields, money in the chosen currency, named rules; stops at the first failure', () => {
    const { lines, log } = recorder();
    const values = { name: ' ', currency: 'JPY', amount: '12.5', site: 'ftp:/x', source: 'OTHER' };
    const { rules } = formFields(config, values, log);
    expect(firstFailure(values.name, rules.name ?? [])?.key).toBe(
      'user_center.validation.required_input',
    );
    expect(firstFailure(values.amount, rules.amount ?? [])?.key).toBe('common.validation.integer');
    expect(
      firstFailure(
        '12.5',
        formFields(config, { ...values, currency: 'USD' }, log).rules.amount ?? [],
      ),
    ).toBeUndefined();
    expect(firstFailure('', rules.amount ?? [])?.key).toBe('user_center.validation.required_input');
    expect(firstFailure(values.site, rules.site ?? [])?.key).toBe('common.validation.url');
    expect(rules.secret).toBeUndefined();
    expect(lines.some((l) => l.includes('unknown rule'))).toBe(true);
    // select-other: the free text is required only while OTHER is chosen of a required select.
    expect(firstFailure('', rules.sourceOther ?? [])?.key).toBe(
      'user_center.validation.required_input',
    );
    expect(
      formFields(config, { ...values, source: 'BANK' }, log).rules.sourceOther,
    ).toBeUndefined();
  });

  it("clears a select-other's free text when the choice is not OTHER", () => {
    expect(otherTextAfter('OTHER', 'my source')).toBe('my source');
    expect(otherTextAfter('BANK', 'my source')).toBe('');
  });
});
