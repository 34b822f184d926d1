import { z } from 'zod';
import type { CommandPayload } from '../../../../worker/commands/command-types';
import { LANGUAGES } from '../../../../shared/constants';
import { requiredEmail } from '../../../../shared/validation/email';
import { requiredSelect, requiredTrimmed } from '../../../../shared/validation/required';
import { validationKeys } from '../../../../shared/validation/validation-keys';
import { TIME_FORMATS, TIME_ZONE_PATTERN } from './profile-options';

export const CNAME_MAX_LENGTH = 64;

/** The edit form's rules; its output is exactly the user.updateInfo command's payload. */
export const profileFormSchema = z.object({
  cname: requiredTrimmed(CNAME_MAX_LENGTH),
  email: requiredEmail(),
  language: requiredSelect(LANGUAGES),
  timeZone: z
    .string({ error: validationKeys.requiredSelect })
    .regex(TIME_ZONE_PATTERN, { error: validationKeys.requiredSelect }),
  timeFormat: requiredSelect(TIME_FORMATS),
}) satisfies z.ZodType<CommandPayload<'user.updateInfo'>>;

export type ProfileField = keyof z.input<typeof profileFormSchema>;
/** What the form holds while typing: text as typed, before any trimming. */
export type ProfileDraft = Record<ProfileField, string>;
