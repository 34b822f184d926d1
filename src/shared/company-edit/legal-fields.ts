/**
 * Which fields of a company are legal data (docs/company-review.md): what the company is in law,
 * as its registration certificate states it. A change to any of them is reviewed by the platform
 * before it takes effect; every other field (contacts, phone, website, industry, main bank, the
 * accounts a role uses) is the company's own business and applies at once.
 */
export const LEGAL_FIELDS = [
  'name',
  'nameEn',
  'bizRegNo',
  'countryCode',
  'areaCode',
  'address',
  'legalRepresentative',
  /** A funder's financial licence: a regulator's record, reviewed like the registration. */
  'licenceNo',
] as const;
export type LegalField = (typeof LEGAL_FIELDS)[number];

/** The legal data of a company as one record (a funder's licence is '' for other companies). */
export type LegalData = Readonly<Record<LegalField, string>>;

const LEGAL_SET: ReadonlySet<string> = new Set(LEGAL_FIELDS);

export const isLegalField = (field: string): field is LegalField => LEGAL_SET.has(field);

/** The legal fields whose value differs, compared as stored (both sides already normalised). */
export function changedLegalFields(approved: LegalData, proposed: LegalData): LegalField[] {
  return LEGAL_FIELDS.filter((field) => approved[field] !== proposed[field]);
}
