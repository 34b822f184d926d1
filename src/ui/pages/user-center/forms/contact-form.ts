import { z } from 'zod';
import type { CommandPayload } from '../../../../worker/commands/command-types';
import { requiredEmail } from '../../../../shared/validation/email';
import { requiredMobile } from '../../../../shared/validation/mobile';

/** The contact form's rules; its output is exactly the user.modifyContact command's payload. */
export const contactFormSchema = z.object({
  mobile: requiredMobile(),
  noticeEmail: requiredEmail(),
}) satisfies z.ZodType<CommandPayload<'user.modifyContact'>>;

export type ContactField = keyof z.input<typeof contactFormSchema>;
export type ContactDraft = Record<ContactField, string>;
