import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';

/** Real-name verification status of the signed-in person (the id number comes masked). */
export const personInfo = defineEndpoint({
  id: 'session.personInfo',
  method: 'POST',
  path: '/api/{product}-company/clientend/companyAuth/personInfo',
  body: z.object({}),
  data: z.object({
    name: z.string(),
    idType: z.string(),
    idNoMasked: z.string(),
    mobileMasked: z.string(),
    verified: z.boolean(),
    verifiedAt: z.string().nullable(),
    /** Whether the person's company passed real-name verification (docs/realname.md). */
    companyVerified: z.boolean(),
  }),
});
