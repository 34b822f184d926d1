import { describe, expect, it } from 'vitest';
import { draftFailures } from '../../../src/shared/form-config/draft-failures';

const failure = { key: 'k', params: {} };

describe('draftFailures', () => {
  it('drops the failures of empty values: a draft requires nothing', () => {
    expect(
      draftFailures(
        { poNo: failure, dueDate: failure, tags: failure, note: failure },
        { poNo: '', dueDate: null, tags: [], note: '   ' },
      ),
    ).toEqual({});
  });

  it('keeps the failures of values that are filled in', () => {
    expect(
      draftFailures({ amount: failure, poNo: failure }, { amount: '12.345', poNo: '' }),
    ).toEqual({ amount: failure });
  });
});
