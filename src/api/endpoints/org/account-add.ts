import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { accountCommandData } from './account-command';
import { ACCOUNT_BASE, ACCOUNT_ROLES } from './account-list';

/** A new account of the caller's company; the server checks it as the form does. */
export const accountAddBody = z.object({
  userName: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{3,40}$/),
  cname: z.string().trim().min(1).max(80),
  email: z.email().max(120),
  mobile: z.string().trim().max(30).default(''),
  role: z.enum(ACCOUNT_ROLES),
});

/** Create: a new ACTIVE account (a command: sent through the outbox). */
export const accountAdd = defineEndpoint({
  id: 'org.accountAdd',
  method: 'POST',
  path: `${ACCOUNT_BASE}/add`,
  body: accountAddBody,
  data: accountCommandData,
});
