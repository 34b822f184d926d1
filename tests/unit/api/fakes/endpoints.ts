import { z } from 'zod';
import { defineEndpoint } from '../../../../src/api/contract/endpoint';
import { pagedRequestSchema } from '../../../../src/api/contract/paged';

/** Small endpoints shaped like the real ones, so each rule is tested without a feature's schema. */
export const getThing = defineEndpoint({
  id: 'test.getThing',
  method: 'GET',
  path: '/api/{product}-things/thing',
  query: z.object({
    name: z.string().optional(),
    page: z.number().optional(),
    tags: z.array(z.string()).optional(),
  }),
  data: z.object({ name: z.string() }),
});

export const getText = defineEndpoint({
  id: 'test.getText',
  method: 'GET',
  path: '/api/{product}-things/text',
  data: z.string(),
});

export const postPage = defineEndpoint({
  id: 'test.postPage',
  method: 'POST',
  path: '/api/{product}-things/pageList',
  body: pagedRequestSchema.extend({ name: z.string().optional() }),
  data: z.object({ total: z.number() }),
});

/** Batch import: an empty body and the uploaded file's key in the query (spec 7). */
export const importByKey = defineEndpoint({
  id: 'test.importByKey',
  method: 'POST',
  path: '/api/{product}-things/importExcel',
  query: z.object({ fileKey: z.string() }),
  body: z.object({}),
  data: z.object({ successfulNumber: z.number() }),
});

export const postById = defineEndpoint({
  id: 'test.postById',
  method: 'POST',
  path: '/api/{product}-things/detail?id={id}',
  params: z.object({ id: z.string().min(1) }),
  data: z.object({ id: z.string() }),
});

export const getByRole = defineEndpoint({
  id: 'test.getByRole',
  method: 'GET',
  path: '/api/{product}-auth-center/login/change/{role}',
  params: z.object({ role: z.string() }),
  data: z.null().optional(),
});

export const exportThings = defineEndpoint({
  id: 'test.exportThings',
  method: 'POST',
  path: '/api/{product}-things/excel/export',
  body: z.object({ name: z.string().optional() }),
  data: z.unknown(),
  responseKind: 'download',
});

export const uploadFile = defineEndpoint({
  id: 'test.uploadFile',
  method: 'POST',
  path: '/api/{product}-company/sysAttachment/upload',
  data: z.object({ fileName: z.string(), fileUrl: z.string(), objectKey: z.string() }),
});

export const uploadToGroup = defineEndpoint({
  id: 'test.uploadToGroup',
  method: 'POST',
  path: '/api/{product}-company/sysAttachment/upload',
  query: z.object({ groupKey: z.string() }),
  data: z.object({ fileName: z.string(), fileUrl: z.string(), objectKey: z.string() }),
});
