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

/**
 * The legal fields that make up the company's identity, which its real-name verification proves
 * (docs/realname.md#re-verification): the registered names a verified bank account's name was
 * matched against, and the registration (its number, and the country whose register it is in).
 * An approved change of any of them re-opens the company's verification; an address, area,
 * legal representative or licence change does not (the verified account still proves the entity).
 */
export const IDENTITY_FIELDS = [
  'name',
  'nameEn',
  'bizRegNo',
  'countryCode',
] as const satisfies readonly LegalField[];

const IDENTITY_SET: ReadonlySet<LegalField> = new Set(IDENTITY_FIELDS);

/** Whether approving a change of these fields re-opens the company's real-name verification. */
export const reopensVerification = (changed: readonly LegalField[]): boolean =>
  changed.some((field) => IDENTITY_SET.has(field));
