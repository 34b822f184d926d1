/**
 * Real-name verification records of the demo users (spec 000 §2, /realname). Numbers are made
 * up in the shape of real ones (18-character PRC identity card, passport, HKID) so the masking
 * has something to do. Users left out have not started verification.
 */
export interface PersonIdentitySeed {
  userId: string;
  realName: string;
  /** ID_CARD (PRC resident identity card), PASSPORT or HKID. */
  idType: 'ID_CARD' | 'PASSPORT' | 'HKID';
  idNo: string;
  /** ISO time; null while the verification is pending. */
  verifiedAt: string | null;
}

export const PERSON_IDENTITIES: readonly PersonIdentitySeed[] = [
  {
    userId: 'U1001',
    realName: '陈立',
    idType: 'ID_CARD',
    idNo: '44030519880612452X',
    verifiedAt: '2025-03-14T02:30:00.000Z',
  },
  {
    userId: 'U1002',
    realName: 'Grace Tan',
    idType: 'PASSPORT',
    idNo: 'K1234567Q',
    verifiedAt: '2025-04-02T06:15:00.000Z',
  },
  {
    userId: 'U1003',
    realName: 'Martin Wong',
    idType: 'HKID',
    idNo: 'Z6834512',
    verifiedAt: '2025-05-20T08:00:00.000Z',
  },
  {
    userId: 'U1004',
    realName: '周敏',
    idType: 'ID_CARD',
    idNo: '310115197511034218',
    verifiedAt: '2025-01-09T03:45:00.000Z',
  },
  {
    userId: 'U1005',
    realName: '王芳',
    idType: 'ID_CARD',
    idNo: '310104199002286541',
    verifiedAt: '2025-02-17T01:20:00.000Z',
  },
  {
    userId: 'U1006',
    realName: '刘洋',
    idType: 'ID_CARD',
    idNo: '330203198707153376',
    verifiedAt: '2025-06-11T07:05:00.000Z',
  },
  {
    // Submitted, not yet verified: person info answers verified false with the masked number.
    userId: 'U1007',
    realName: '赵磊',
    idType: 'ID_CARD',
    idNo: '320506199205208813',
    verifiedAt: null,
  },
];
