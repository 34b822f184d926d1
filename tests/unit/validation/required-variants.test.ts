import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  requiredAny,
  requiredArray,
  requiredBoolean,
  requiredDate,
  requiredNumber,
  requiredObject,
} from '../../../src/shared/validation/rules/required-variants';
import { ruleKeys } from '../../../src/shared/validation/rules/rule-keys';
import { keyFor } from './first-message';

const INPUT = ruleKeys.requiredInput;
const SELECT = ruleKeys.requiredSelect;

describe('required any', () => {
  it.each(['x', ' x ', 0, false, [], {}])('accepts %j', (value) => {
    expect(keyFor(requiredAny(), value)).toBeUndefined();
  });

  it.each(['', '   ', '\t\n', null, undefined])("asks 'please input' for %j", (value) => {
    expect(keyFor(requiredAny(), value)).toBe(INPUT);
  });

  it("asks 'please select' when declared for a select", () => {
    expect(keyFor(requiredAny('select'), '')).toBe(SELECT);
  });
});

describe('required boolean', () => {
  it.each([true, false])('accepts %j (false is an answer)', (value) => {
    expect(keyFor(requiredBoolean(), value)).toBeUndefined();
  });

  it.each([null, undefined, '', 'true', 0])("asks 'please select' for %j", (value) => {
    expect(keyFor(requiredBoolean(), value)).toBe(SELECT);
  });
});

describe('required number', () => {
  it.each([0, 1.5, -2, '0', ' 12.5 ', '-1', '0.00'])('accepts %j', (value) => {
    expect(keyFor(requiredNumber(), value)).toBeUndefined();
  });

  it.each(['', '  ', null, undefined, 'abc', '1e3', '0x10', '1,000', '１２', NaN, Infinity])(
    "asks 'please input' for %j",
    (value) => {
      expect(keyFor(requiredNumber(), value)).toBe(INPUT);
    },
  );
});

describe('required object', () => {
  it.each([{ id: 1 }, {}])('accepts %j', (value) => {
    expect(keyFor(requiredObject(), value)).toBeUndefined();
  });

  it.each([null, undefined, '', 'buyer', [], 1])("asks 'please select' for %j", (value) => {
    expect(keyFor(requiredObject(), value)).toBe(SELECT);
  });
});

describe('required array', () => {
  it.each([[['a']], [[0]]])('accepts %j', (value) => {
    expect(keyFor(requiredArray(), value)).toBeUndefined();
  });

  it.each([[[]], [null], [undefined], ['a'], [{}]])("asks 'please select' for %j", (value) => {
    expect(keyFor(requiredArray(), value)).toBe(SELECT);
  });
});

describe('required date', () => {
  it.each([new Date(2024, 0, 31), '2024-01-31', '2024/01/31 12:00:00', 1706659200000])(
    'accepts %j',
    (value) => {
      expect(keyFor(requiredDate(), value)).toBeUndefined();
    },
  );

  it('accepts a dayjs value', () => {
    expect(keyFor(requiredDate(), dayjs('2024-01-31'))).toBeUndefined();
  });

  it.each([null, undefined, '', '  ', 'not a date', new Date(Number.NaN), true, {}])(
    "asks 'please select' for %j",
    (value) => {
      expect(keyFor(requiredDate(), value)).toBe(SELECT);
    },
  );
});
