import { describe, expect, it } from 'vitest';
import {
  changedLegalFields,
  isLegalField,
  LEGAL_FIELDS,
  type LegalData,
} from '../../../src/shared/company-edit/legal-fields';

const approved: LegalData = {
  name: '常青元器件（深圳）有限公司',
  nameEn: 'Evergreen Components (Shenzhen) Co., Ltd.',
  bizRegNo: '91440300MA5F0EVG1X',
  countryCode: '156',
  areaCode: '440000',
  address: '18 Keji South Road',
  legalRepresentative: 'Chen Li',
  licenceNo: '',
};

describe('legal data and the rest', () => {
  it('names the registration facts as legal data and contacts as not', () => {
    expect(LEGAL_FIELDS).toEqual([
      'name',
      'nameEn',
      'bizRegNo',
      'countryCode',
      'areaCode',
      'address',
      'legalRepresentative',
      'licenceNo',
    ]);
    for (const field of ['phone', 'email', 'website', 'contactName', 'industry', 'accountNos']) {
      expect(isLegalField(field), field).toBe(false);
    }
  });

  it('compares every legal field', () => {
    for (const field of LEGAL_FIELDS) {
      expect(changedLegalFields(approved, { ...approved, [field]: 'x' })).toEqual([field]);
    }
  });
});
