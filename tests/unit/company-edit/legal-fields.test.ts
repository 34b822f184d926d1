import { describe, expect, it } from 'vitest';
import {
  changedLegalFields,
  isLegalField,
  LEGAL_FIELDS,
  splitEdit,
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

  it('an edit of other fields only proposes no legal change', () => {
    const split = splitEdit(approved, {
      ...approved,
      phone: '+86 755 1',
      website: 'https://a.example',
    });
    expect(split.legal).toBeNull();
    expect(split.changed).toEqual([]);
    expect(split.other).toEqual({ phone: '+86 755 1', website: 'https://a.example' });
  });

  it('an edit of a legal field proposes the whole legal record and names what changed', () => {
    const split = splitEdit(approved, {
      ...approved,
      nameEn: 'Evergreen Ltd',
      areaCode: '310000',
      phone: '1',
    });
    expect(split.changed).toEqual(['nameEn', 'areaCode']);
    expect(split.legal).toEqual({ ...approved, nameEn: 'Evergreen Ltd', areaCode: '310000' });
    expect(split.other).toEqual({ phone: '1' });
  });

  it('compares every legal field', () => {
    for (const field of LEGAL_FIELDS) {
      expect(changedLegalFields(approved, { ...approved, [field]: 'x' })).toEqual([field]);
    }
  });
});
