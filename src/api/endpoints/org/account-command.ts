import { z } from 'zod';
import { identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';
import { ACCOUNT_BASE, ACCOUNT_STATUSES } from './account-list';

/** Every account action names one account of the caller's company. */
export const accountCommandBody = z.object({ id: identifier(64).min(1) });

export const accountCommandData = z.object({
  id: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  updatedAt: z.string(),
});

/** The four account commands share body and answer; only the path and id differ. */
export const accountCommandEndpoint = <Id extends string>(id: Id, action: string) =>
  defineEndpoint({
    id,
    method: 'POST',
    path: `${ACCOUNT_BASE}/${action}`,
    body: accountCommandBody,
    data: accountCommandData,
  });
