import type { z } from 'zod';
import type { companyRoleSchema } from '../../src/api/endpoints/session/user-info';

export type CompanyRole = z.infer<typeof companyRoleSchema>;

/**
 * Role names reach the server in the principal's spelling (SUPPLIER, FUNDER…) and in the role
 * switcher's (supplier, buyer, capital; spec 000 §4/§6). `capital` is the funder side.
 */
// A Map, not an object literal: a name such as "constructor" must not find Object's prototype.
const NAMES: ReadonlyMap<string, CompanyRole> = new Map([
  ['supplier', 'SUPPLIER'],
  ['buyer', 'BUYER'],
  ['capital', 'FUNDER'],
  ['funder', 'FUNDER'],
  ['company', 'COMPANY'],
]);

/** The company role a name means, case-insensitively; null for a name that is no role. */
export function parseCompanyRole(name: string): CompanyRole | null {
  return NAMES.get(name.trim().toLowerCase()) ?? null;
}
