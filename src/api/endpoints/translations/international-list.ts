import { z } from 'zod';
import { identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';

/** One record per language and namespace; `value` is the JSON text of a flat key → text map. */
export const localeRecordSchema = z.object({
  id: z.string(),
  langKey: z.string(),
  namespace: z.string(),
  value: z.string(),
});
export type LocaleRecord = z.infer<typeof localeRecordSchema>;

export const internationalList = defineEndpoint({
  id: 'translations.list',
  method: 'POST',
  path: '/api/{product}-company/international/list',
  body: z.object({
    langKey: identifier(16).optional(),
    namespace: identifier(64).optional(),
  }),
  data: z.array(localeRecordSchema),
});
