import { z } from 'zod';
import { defineEndpoint } from '../../contract/endpoint';

export const companyRoleSchema = z.enum(['SUPPLIER', 'BUYER', 'FUNDER', 'COMPANY']);

/** The signed-in user and their principal (user, roles by roleCode, authorities by pid). */
export const userInfoData = z.object({
  id: z.string(),
  userName: z.string(),
  cname: z.string(),
  email: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  language: z.string(),
  timeZone: z.string(),
  timeFormat: z.string(),
  userCode: z.string(),
  userRoles: z.string(),
  companyRole: companyRoleSchema.nullable(),
  roles: z.array(z.object({ roleCode: z.string() })),
  authorities: z.array(z.object({ pid: z.string() })),
});
export type UserInfo = z.infer<typeof userInfoData>;

export const userInfo = defineEndpoint({
  id: 'session.userInfo',
  method: 'GET',
  path: '/api/{product}-auth-center/userClient/queryUserInfoByUserId',
  data: userInfoData,
});
