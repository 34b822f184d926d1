import { z } from 'zod';
import { freeText, identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';
import { accountCommandData } from './account-command';
import { ACCOUNT_BASE, ACCOUNT_ROLES } from './account-list';

/** A new account of the caller's company; the server checks it as the form does. */
export const accountAddBody = z.object({
  userName: z
    .string()
    .max(200)
    .trim()
    .regex(/^[A-Za-z0-9._-]{3,40}$/),
  cname: freeText(80).trim().min(1),
  email: z.email().max(120),
  mobile: identifier(30).trim().default(''),
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
