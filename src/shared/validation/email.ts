import { z } from 'zod';
import { requiredTrimmed } from './required';
import { validationKeys } from './validation-keys';

/** Addresses longer than this are refused by the server's contract. */
export const EMAIL_MAX_LENGTH = 128;

/** A required email address, trimmed: required first, then format, then length. */
export const requiredEmail = () =>
  requiredTrimmed().pipe(
    z
      .email({ error: validationKeys.email })
      .max(EMAIL_MAX_LENGTH, { error: validationKeys.maxLength }),
  );
