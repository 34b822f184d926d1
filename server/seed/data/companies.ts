import { PLATFORM_COMPANY_ID } from '../../company-edit/platform-operator';

/**
 * Demo companies: the trading companies, one per situation a demo sign-in needs, each with a
 * couple of bank accounts; and the portal operator, which seats the platform's own staff.
 */
export interface BankAccountSeed {
  accountName: string;
  bankName: string;
  bankNameEn: string;
  bankAccount: string;
  /** SWIFT code. */
  bankCode: string;
  /** China's CNAPS bank code; only for accounts at mainland Chinese branches. */
  cnaps: string | null;
  currency: string;
  status: 'ENABLE' | 'DISABLE';
  canEnable: boolean;
}

export interface CompanySeed {
  id: string;
  code: string;
  name: string;
  nameEn: string;
  bizRegNo: string;
  /** Numeric ISO 3166 code, as in the area list. */
  countryCode: string;
  address: string;
  status: string;
  roles: readonly string[];
  poolMode: '' | 'DBS' | 'PRODUCT';
  bankAccounts: readonly BankAccountSeed[];
  /** A company still to pass real-name verification (docs/realname.md); the others are verified. */
  unverified?: true;
}

const cnAccounts = (nameCn: string, nameEn: string, n: number): BankAccountSeed[] => [
  {
    accountName: nameCn,
    bankName: '中国银行深圳分行',
    bankNameEn: 'Bank of China Shenzhen Branch',
    bankAccount: `74586321${String(n).padStart(4, '0')}`,
    bankCode: 'BKCHCNBJ45A',
    cnaps: '104584000003',
    currency: 'CNY',
    status: 'ENABLE',
    canEnable: true,
  },
  {
    accountName: nameEn,
    bankName: '汇丰银行（中国）有限公司上海分行',
    bankNameEn: 'HSBC Bank (China) Company Limited Shanghai Branch',
    bankAccount: `088-421${String(n).padStart(3, '0')}-011`,
    bankCode: 'HSBCCNSH',
    cnaps: '501290000012',
    currency: 'USD,CNY',
    status: n % 2 === 0 ? 'DISABLE' : 'ENABLE',
    canEnable: n % 2 !== 0,
  },
];

/**
 * The trading companies (suppliers, buyers, funders, a group company). Everything seeded per
 * company (records, accounts, profiles, org accounts) iterates these; the portal operator is none
 * of them.
 */
export const COMPANIES: readonly CompanySeed[] = [
  {
    id: 'C001',
    code: 'SUP10001',
    name: '常青元器件（深圳）有限公司',
    nameEn: 'Evergreen Components (Shenzhen) Co., Ltd.',
    bizRegNo: '91440300MA5F0EVG1X',
    countryCode: '156',
    address: '18 Keji South Road, Nanshan District, Shenzhen, Guangdong, China',
    status: 'ACTIVE',
    // Buys as well as sells: the `supplier` demo user can switch to the buyer side.
    roles: ['SUPPLIER', 'BUYER'],
    poolMode: '',
    bankAccounts: cnAccounts(
      '常青元器件（深圳）有限公司',
      'Evergreen Components (Shenzhen) Co., Ltd.',
      1,
    ),
  },
  {
    id: 'C002',
    code: 'BUY20001',
    name: 'Northwind Retail Group Pte. Ltd.',
    nameEn: 'Northwind Retail Group Pte. Ltd.',
    bizRegNo: '201912345N',
    countryCode: '702',
    address: '1 Raffles Place, #20-01, Singapore 048616',
    status: 'ACTIVE',
    roles: ['BUYER'],
    poolMode: '',
    bankAccounts: [
      {
        accountName: 'Northwind Retail Group Pte. Ltd.',
        bankName: 'DBS Bank Ltd.',
        bankNameEn: 'DBS Bank Ltd.',
        bankAccount: '003-912345-6',
        bankCode: 'DBSSSGSG',
        cnaps: null,
        currency: 'SGD',
        status: 'ENABLE',
        canEnable: true,
      },
      {
        accountName: 'Northwind Retail Group Pte. Ltd.',
        bankName: 'DBS Bank Ltd.',
        bankNameEn: 'DBS Bank Ltd.',
        bankAccount: '072-004512-3',
        bankCode: 'DBSSSGSG',
        cnaps: null,
        currency: 'USD,EUR',
        status: 'ENABLE',
        canEnable: true,
      },
    ],
  },
  {
    id: 'C003',
    code: 'FUN30001',
    name: 'Summit Trade Capital Limited',
    nameEn: 'Summit Trade Capital Limited',
    bizRegNo: '68123456-000-08-24-1',
    countryCode: '344',
    address: '88 Queensway, Admiralty, Hong Kong',
    status: 'ACTIVE',
    roles: ['FUNDER'],
    poolMode: '',
    bankAccounts: [
      {
        accountName: 'Summit Trade Capital Limited',
        bankName: 'The Hongkong and Shanghai Banking Corporation Limited',
        bankNameEn: 'The Hongkong and Shanghai Banking Corporation Limited',
        bankAccount: '808-123456-838',
        bankCode: 'HSBCHKHH',
        cnaps: null,
        currency: 'HKD,USD',
        status: 'ENABLE',
        canEnable: true,
      },
      {
        accountName: 'Summit Trade Capital Limited',
        bankName: 'MUFG Bank, Ltd. Hong Kong Branch',
        bankNameEn: 'MUFG Bank, Ltd. Hong Kong Branch',
        bankAccount: '600-778812',
        bankCode: 'BOTKHKHH',
        cnaps: null,
        currency: 'JPY',
        status: 'ENABLE',
        canEnable: true,
      },
    ],
  },
  {
    id: 'C004',
    code: 'COM40001',
    name: '莲花控股集团有限公司',
    nameEn: 'Lotus Holdings Group Co., Ltd.',
    bizRegNo: '91310000MA1FL0TS2K',
    countryCode: '156',
    address: '100 Century Avenue, Pudong New Area, Shanghai, China',
    status: 'ACTIVE',
    // The `company` demo user acts as COMPANY and, from news links, as SUPPLIER.
    roles: ['COMPANY', 'SUPPLIER'],
    poolMode: '',
    bankAccounts: cnAccounts('莲花控股集团有限公司', 'Lotus Holdings Group Co., Ltd.', 4),
  },
  {
    id: 'C005',
    code: 'SUP10002',
    name: '海港纺织（宁波）有限公司',
    nameEn: 'Harbour Textiles (Ningbo) Co., Ltd.',
    bizRegNo: '91330200MA2H8HBT3P',
    countryCode: '156',
    address: '66 Zhongshan East Road, Haishu District, Ningbo, Zhejiang, China',
    status: 'ACTIVE',
    roles: ['SUPPLIER'],
    poolMode: 'DBS',
    bankAccounts: cnAccounts('海港纺织（宁波）有限公司', 'Harbour Textiles (Ningbo) Co., Ltd.', 5),
  },
  {
    id: 'C006',
    code: 'SUP10003',
    name: '玉河电子（苏州）有限公司',
    nameEn: 'Jade River Electronics (Suzhou) Co., Ltd.',
    bizRegNo: '91320500MA1NJRE47D',
    countryCode: '156',
    address: '8 Xinghu Street, Suzhou Industrial Park, Suzhou, Jiangsu, China',
    status: 'ACTIVE',
    roles: ['SUPPLIER'],
    poolMode: 'PRODUCT',
    bankAccounts: cnAccounts(
      '玉河电子（苏州）有限公司',
      'Jade River Electronics (Suzhou) Co., Ltd.',
      6,
    ),
  },
  {
    // The `unverified` demo user's new company: verification is walked from the start. Its
    // accounts are in its name as banks print it (half-width brackets, capitals), except a
    // sister company's, which cannot receive the verification deposit.
    id: 'C007',
    code: 'SUP10004',
    name: '晨曦精密机械（东莞）有限公司',
    nameEn: 'Dawnlight Precision Machinery (Dongguan) Co., Ltd.',
    bizRegNo: '91441900MA4X7DPM0C',
    countryCode: '156',
    address: '3 Songshan Lake Avenue, Dongguan, Guangdong, China',
    status: 'ACTIVE',
    roles: ['SUPPLIER'],
    poolMode: '',
    unverified: true,
    bankAccounts: [
      {
        accountName: '晨曦精密机械(东莞)有限公司',
        bankName: '中国工商银行东莞分行',
        bankNameEn: 'ICBC Dongguan Branch',
        bankAccount: '2010021509200071234',
        bankCode: 'ICBKCNBJGDG',
        cnaps: '102602000018',
        currency: 'CNY',
        status: 'ENABLE',
        canEnable: true,
      },
      {
        accountName: 'DAWNLIGHT PRECISION MACHINERY (DONGGUAN) CO., LTD.',
        bankName: '汇丰银行（中国）有限公司东莞分行',
        bankNameEn: 'HSBC Bank (China) Company Limited Dongguan Branch',
        bankAccount: '088-421007-011',
        bankCode: 'HSBCCNSH',
        cnaps: '501290000012',
        currency: 'USD',
        status: 'ENABLE',
        canEnable: true,
      },
      {
        accountName: '晨曦贸易（东莞）有限公司',
        bankName: '中国银行东莞分行',
        bankNameEn: 'Bank of China Dongguan Branch',
        bankAccount: '745863210007',
        bankCode: 'BKCHCNBJ46A',
        cnaps: '104602000016',
        currency: 'CNY',
        status: 'ENABLE',
        canEnable: true,
      },
    ],
  },
];

/**
 * The company that runs the portal, where the platform's own staff sit (the `reviewer` of company
 * changes, the `translator`): its users' header names it. It trades with nobody, so it holds no
 * company role (role-filtered searches never offer it, and the unfiltered company search leaves
 * out companies without one), has no accounts, and gets none of the per-company demo data.
 */
export const PORTAL_OPERATOR: CompanySeed = {
  id: PLATFORM_COMPANY_ID,
  code: 'PLT00001',
  name: '供应链金融平台运营有限公司',
  nameEn: 'SCF Portal Operations Ltd.',
  bizRegNo: '91310000MA1PLT0P0S',
  countryCode: '156',
  address: '1000 Lujiazui Ring Road, Pudong New Area, Shanghai, China',
  status: 'ACTIVE',
  roles: [],
  poolMode: '',
  bankAccounts: [],
};

/** Every row of the companies table the seed writes: the trading companies and the operator. */
export const SEEDED_COMPANIES: readonly CompanySeed[] = [...COMPANIES, PORTAL_OPERATOR];
