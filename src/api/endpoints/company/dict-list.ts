import { z } from 'zod';
import { identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';

export const dictEntrySchema = z.object({
  grp: z.string(),
  dicKey: z.string(),
  enValue: z.string(),
  cnValue: z.string(),
  description: z.string().nullable(),
});
export type DictEntry = z.infer<typeof dictEntrySchema>;

/** The bootstrap sends an empty body; `grp` narrows to one dictionary. */
export const dictList = defineEndpoint({
  id: 'company.dictList',
  method: 'POST',
  path: '/api/{product}-company/backend/dict/list',
  body: z.object({ grp: identifier(64).optional() }),
  data: z.array(dictEntrySchema),
});
