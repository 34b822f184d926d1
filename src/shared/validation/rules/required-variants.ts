import dayjs from 'dayjs';
import { z } from 'zod';
import { isBlank, isNumericText } from './rule-value';
import { ruleKeys } from './rule-keys';

/**
 * Which placeholder a required rule uses as its message: 'please input {label}' for inputs,
 * 'please select {label}' for selects, pickers, checkboxes and radios.
 */
export type RequiredKind = 'input' | 'select';

const keyOf = (kind: RequiredKind) =>
  kind === 'input' ? ruleKeys.requiredInput : ruleKeys.requiredSelect;

const required = (kind: RequiredKind, present: (value: unknown) => boolean) =>
  z.unknown().refine(present, { error: keyOf(kind) });

/** Any value but undefined, null or a text that is empty once trimmed. */
export const requiredAny = (kind: RequiredKind = 'input') =>
  required(kind, (value) => !isBlank(value));

/** true or false; only a missing answer fails (false is an answer). */
export const requiredBoolean = (kind: RequiredKind = 'select') =>
  required(kind, (value) => typeof value === 'boolean');

/**
 * Non-blank and numeric: a finite number, or a text in plain decimal notation once trimmed
 * ('1e3', '0x10' and '1,000' are not what a number input holds, so they fail).
 */
export const requiredNumber = (kind: RequiredKind = 'input') =>
  required(kind, (value) =>
    typeof value === 'number'
      ? Number.isFinite(value)
      : typeof value === 'string' && isNumericText(value.trim()),
  );

/** A picked record (a buyer, a bank): any non-null object that is not an array. */
export const requiredObject = (kind: RequiredKind = 'select') =>
  required(kind, (value) => typeof value === 'object' && value !== null && !Array.isArray(value));

/** A list with at least one entry. */
export const requiredArray = (kind: RequiredKind = 'select') =>
  required(kind, (value) => Array.isArray(value) && value.length > 0);

/** A readable date: a Date, a timestamp, a date text or a dayjs value that is valid. */
export const requiredDate = (kind: RequiredKind = 'select') =>
  required(kind, (value) => {
    if (isBlank(value)) return false;
    const dateLike =
      value instanceof Date ||
      typeof value === 'number' ||
      typeof value === 'string' ||
      dayjs.isDayjs(value);
    return dateLike && dayjs(value as dayjs.ConfigType).isValid();
  });
