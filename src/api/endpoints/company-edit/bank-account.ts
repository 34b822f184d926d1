import type { z } from 'zod';
import type { bankAccountSchema } from '../company/company-detail';

/** A bank account of the company as the batch lookup answers it (spec 001 §3's entity). */
export type BankAccount = z.infer<typeof bankAccountSchema>;
