/** Base of the company area's calls (spec 000 §7). */
export const COMPANY_BASE = '/api/{product}-company';
