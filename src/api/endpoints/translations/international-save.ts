import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';
import { localeRecordSchema } from './international-list';

export const internationalSaveBody = z.object({
  langKey: z.enum(['en-US', 'zh-CN']),
  namespace: z.string().min(1).max(64),
  /** JSON text of a flat key → text map; merged over what is stored. */
  value: z.string().max(500_000),
});

export const internationalSave = defineEndpoint({
  id: 'translations.save',
  method: 'POST',
  path: '/api/{product}-company/international/save',
  body: internationalSaveBody,
  data: localeRecordSchema,
});
