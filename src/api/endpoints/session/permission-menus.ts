import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';

/** A flat list; the dotted path of names from root to leaf names the allowed route prefix. */
export const permissionSchema = z.object({
  id: z.string(),
  name: z.string(),
  parentPermissionId: z.string().nullable(),
  title: z.string().optional(),
  seq: z.number().optional(),
});
export type Permission = z.infer<typeof permissionSchema>;

export const permissionMenus = defineEndpoint({
  id: 'session.permissionMenus',
  method: 'GET',
  path: '/api/{product}-auth-center/permission/menus',
  data: z.array(permissionSchema),
});
