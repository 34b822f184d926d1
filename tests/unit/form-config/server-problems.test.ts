import { describe, expect, it } from 'vitest';
import {
  SERVER_PROBLEM_KEY,
  labelledNames,
  serverProblems,
  structuredProblems,
} from '../../../src/shared/form-config/server-problems';
import { formFields } from '../../../src/shared/form-config/form-fields';
import type { FormConfig } from '../../../src/shared/form-config/field-config';

const shown = [
  { name: 'fromRate', label: 'Exchange rate' },
  { name: 'toRate', label: 'Exchange rate (settlement)' },
  { name: 'dueDate', label: 'Due date' },
  { name: 'dueDate', label: '到期日' },
];

describe('a save refusal lands on the field it names', () => {
  it('reads the field after the envelope prefix, in English', () => {
    expect(
      serverProblems('Invalid request: Due date: must not be before the issue date', shown),
    ).toEqual({
      fields: {
        dueDate: {
          key: SERVER_PROBLEM_KEY,
          params: { message: 'must not be before the issue date' },
        },
      },
      form: null,
    });
  });

  it('reads the Chinese separators', () => {
    const problems = serverProblems('请求参数错误：到期日：不能早于开立日期', shown);
    expect(problems.fields.dueDate?.params).toEqual({ message: '不能早于开立日期' });
  });

  it('prefers the longest label the message starts with', () => {
    const problems = serverProblems(
      'Invalid request: Exchange rate (settlement): too small',
      shown,
    );
    expect(Object.keys(problems.fields)).toEqual(['toRate']);
  });

  it('says a refusal of no shown field at form level, whole', () => {
    const text = 'Invalid request: Lines: do not add up to the order amount';
    expect(serverProblems(text, shown)).toEqual({ fields: {}, form: text });
  });
});

describe('the names a refusal may point at', () => {
  it('labels table cells by line as the server does', () => {
    const config = [
      {
        type: 'table',
        name: 'lines',
        label: 'Order lines',
        children: [
          {
            type: 'input',
            name: 'quantity',
            label: 'Quantity',
            orderBy: 1,
            require: '1',
            editable: true,
            rules: [],
          },
        ],
      },
    ] as FormConfig;
    const values = {
      lines: [
        { key: 'a', quantity: '1' },
        { key: 'b', quantity: 'x' },
      ],
    };
    const { items } = formFields(config, values, () => undefined);
    const names = labelledNames(items, values);
    expect(names).toContainEqual({ name: 'lines.1.quantity', label: 'Order lines 2: Quantity' });
    const problems = serverProblems(
      'Invalid request: Order lines 2: Quantity: not a whole number',
      names,
    );
    expect(Object.keys(problems.fields)).toEqual(['lines.1.quantity']);
  });
});

describe('several problems in one refusal', () => {
  it('puts each on its field and keeps the rest for the form', () => {
    const problems = serverProblems(
      'Invalid request: Due date: must not be before the issue date; Lines: do not add up',
      shown,
    );
    expect(problems.fields.dueDate?.params).toEqual({
      message: 'must not be before the issue date',
    });
    expect(problems.form).toBe('Lines: do not add up');
  });

  it('uses the structured list when the delivery carries it', () => {
    const problems = structuredProblems(
      [
        { field: 'dueDate', message: 'Due date must not be in the past' },
        { field: 'total', message: 'The lines do not add up' },
      ],
      shown,
    );
    expect(problems.fields.dueDate?.params).toEqual({
      message: 'Due date must not be in the past',
    });
    expect(problems.form).toBe('The lines do not add up');
  });
});
