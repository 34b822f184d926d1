import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { requiredEmail } from '../../../../src/shared/validation/email';
import { requiredMobile } from '../../../../src/shared/validation/mobile';
import {
  requiredRaw,
  requiredSelect,
  requiredTrimmed,
} from '../../../../src/shared/validation/required';
import { validationKeys } from '../../../../src/shared/validation/validation-keys';

/** The first message, as a field shows it: the spec's rules stop at the first failure. */
function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe('required inputs', () => {
  it.each(['', '   ', '\t\n', undefined, null])('asks to input %j', (value) => {
    expect(firstMessage(requiredTrimmed(), value)).toBe(validationKeys.requiredInput);
    expect(firstMessage(requiredRaw(), value)).toBe(validationKeys.requiredInput);
  });

  it('sends a trimmed text trimmed', () => {
    expect(requiredTrimmed().parse('  Zhang San ')).toBe('Zhang San');
  });

  it('keeps a raw text exactly as typed', () => {
    expect(requiredRaw().parse(' secret ')).toBe(' secret ');
  });

  it('names the limit when a text is too long', () => {
    const parsed = requiredTrimmed(3).safeParse('abcd');
    expect(parsed.error?.issues[0]).toMatchObject({
      message: validationKeys.maxLength,
      maximum: 3,
    });
    expect(requiredTrimmed(3).safeParse(' abc ').success).toBe(true);
  });
});

describe('required selects', () => {
  const language = requiredSelect(['en-US', 'zh-CN']);
  it.each(['en-US', 'zh-CN'])('accepts %s', (value) => {
    expect(language.safeParse(value).success).toBe(true);
  });
  it.each(['', null, undefined, 'fr-FR'])('asks to select instead of %j', (value) => {
    expect(firstMessage(language, value)).toBe(validationKeys.requiredSelect);
  });
});

describe('email', () => {
  it.each(['a@b.co', 'zhang.san+scf@example.com.cn', '  padded@example.com  '])(
    'accepts %j',
    (value) => {
      expect(requiredEmail().safeParse(value).success).toBe(true);
    },
  );

  it('sends the address trimmed', () => {
    expect(requiredEmail().parse(' a@b.co ')).toBe('a@b.co');
  });

  it('asks for an address before judging its form', () => {
    expect(firstMessage(requiredEmail(), '  ')).toBe(validationKeys.requiredInput);
  });

  it.each(['plain', 'a@b', '@example.com', 'a b@example.com', 'a@@example.com'])(
    'refuses %j with common.validation.email',
    (value) => {
      expect(firstMessage(requiredEmail(), value)).toBe('common.validation.email');
    },
  );

  it('refuses an address over 128 characters', () => {
    const long = `${'a'.repeat(120)}@example.com`;
    expect(firstMessage(requiredEmail(), long)).toBe(validationKeys.maxLength);
  });
});

describe('mobile', () => {
  it.each(['13800138000', '+86 138 0013 8000', '021-1234-5678', '123456', ' 13800138000 '])(
    'accepts %j',
    (value) => {
      expect(requiredMobile().safeParse(value).success).toBe(true);
    },
  );

  it.each(['12345', '138-0013-8000x', '++8613800138000', '+86 (138) 0013', '1'.repeat(21)])(
    'refuses %j',
    (value) => {
      expect(firstMessage(requiredMobile(), value)).toBe(validationKeys.mobile);
    },
  );

  it('asks for a number when empty', () => {
    expect(firstMessage(requiredMobile(), '')).toBe(validationKeys.requiredInput);
  });
});
