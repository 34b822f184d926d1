/** A bank of the SWIFT search (spec 000 §7 `backend/dict/bank`). */
export interface BankSeed {
  swiftCode: string;
  /** English name. */
  name: string;
  /** Name in the bank's home language; the English name where that is the local one too. */
  localName: string;
  /** Numeric ISO 3166 code, as in the area list. */
  countryCode: string;
}

type Row = readonly [swiftCode: string, name: string, localName: string, countryCode: string];

/**
 * Real banks and their published BICs, so a tester recognises what they search for. Branch BICs
 * of the demo companies' accounts (BKCHCNBJ45A, HSBCCNSH) are here too.
 */
const ROWS: readonly Row[] = [
  ['BKCHCNBJ', 'Bank of China Limited', '中国银行股份有限公司', '156'],
  ['BKCHCNBJ45A', 'Bank of China Shenzhen Branch', '中国银行深圳市分行', '156'],
  [
    'ICBKCNBJ',
    'Industrial and Commercial Bank of China Limited',
    '中国工商银行股份有限公司',
    '156',
  ],
  ['PCBCCNBJ', 'China Construction Bank Corporation', '中国建设银行股份有限公司', '156'],
  ['ABOCCNBJ', 'Agricultural Bank of China Limited', '中国农业银行股份有限公司', '156'],
  ['COMMCNSH', 'Bank of Communications Co., Ltd.', '交通银行股份有限公司', '156'],
  ['CMBCCNBS', 'China Merchants Bank Co., Ltd.', '招商银行股份有限公司', '156'],
  ['SPDBCNSH', 'Shanghai Pudong Development Bank Co., Ltd.', '上海浦东发展银行股份有限公司', '156'],
  ['CIBKCNBJ', 'China CITIC Bank Corporation Limited', '中信银行股份有限公司', '156'],
  ['MSBCCNBJ', 'China Minsheng Banking Corp., Ltd.', '中国民生银行股份有限公司', '156'],
  ['EVERCNBJ', 'China Everbright Bank Co., Ltd.', '中国光大银行股份有限公司', '156'],
  ['FJIBCNBA', 'Industrial Bank Co., Ltd.', '兴业银行股份有限公司', '156'],
  ['GDBKCN22', 'China Guangfa Bank Co., Ltd.', '广发银行股份有限公司', '156'],
  ['SZDBCNBS', 'Ping An Bank Co., Ltd.', '平安银行股份有限公司', '156'],
  ['HSBCCNSH', 'HSBC Bank (China) Company Limited', '汇丰银行（中国）有限公司', '156'],
  [
    'HSBCHKHH',
    'The Hongkong and Shanghai Banking Corporation Limited',
    '香港上海滙豐銀行有限公司',
    '344',
  ],
  ['BKCHHKHH', 'Bank of China (Hong Kong) Limited', '中國銀行（香港）有限公司', '344'],
  ['HASEHKHH', 'Hang Seng Bank Limited', '恒生銀行有限公司', '344'],
  ['SCBLHKHH', 'Standard Chartered Bank (Hong Kong) Limited', '渣打銀行（香港）有限公司', '344'],
  ['DBSSSGSG', 'DBS Bank Ltd.', '星展银行有限公司', '702'],
  ['OCBCSGSG', 'Oversea-Chinese Banking Corporation Limited', '华侨银行有限公司', '702'],
  ['UOVBSGSG', 'United Overseas Bank Limited', '大华银行有限公司', '702'],
  ['CITIUS33', 'Citibank, N.A.', 'Citibank, N.A.', '840'],
  ['CHASUS33', 'JPMorgan Chase Bank, N.A.', 'JPMorgan Chase Bank, N.A.', '840'],
  ['BOFAUS3N', 'Bank of America, N.A.', 'Bank of America, N.A.', '840'],
  ['WFBIUS6S', 'Wells Fargo Bank, N.A.', 'Wells Fargo Bank, N.A.', '840'],
  ['BOTKJPJT', 'MUFG Bank, Ltd.', '株式会社三菱UFJ銀行', '392'],
  ['SMBCJPJT', 'Sumitomo Mitsui Banking Corporation', '株式会社三井住友銀行', '392'],
  ['MHCBJPJT', 'Mizuho Bank, Ltd.', '株式会社みずほ銀行', '392'],
  ['DEUTDEFF', 'Deutsche Bank AG', 'Deutsche Bank AG', '276'],
  ['COBADEFF', 'Commerzbank AG', 'Commerzbank AG', '276'],
  ['BNPAFRPP', 'BNP Paribas', 'BNP Paribas', '250'],
  ['SOGEFRPP', 'Societe Generale', 'Société Générale', '250'],
  ['BARCGB22', 'Barclays Bank PLC', 'Barclays Bank PLC', '826'],
  ['NWBKGB2L', 'National Westminster Bank PLC', 'National Westminster Bank PLC', '826'],
  ['HBUKGB4B', 'HSBC UK Bank PLC', 'HSBC UK Bank PLC', '826'],
  ['ABNANL2A', 'ABN AMRO Bank N.V.', 'ABN AMRO Bank N.V.', '528'],
  ['INGBNL2A', 'ING Bank N.V.', 'ING Bank N.V.', '528'],
  ['UBSWCHZH', 'UBS Switzerland AG', 'UBS Switzerland AG', '756'],
  ['KOEXKRSE', 'Hana Bank', '하나은행', '410'],
  ['CZNBKRSE', 'Kookmin Bank', '국민은행', '410'],
  [
    'ANZBAU3M',
    'Australia and New Zealand Banking Group Limited',
    'Australia and New Zealand Banking Group Limited',
    '036',
  ],
  ['CTBAAU2S', 'Commonwealth Bank of Australia', 'Commonwealth Bank of Australia', '036'],
  ['SBININBB', 'State Bank of India', 'भारतीय स्टेट बैंक', '356'],
  ['BKKBTHBK', 'Bangkok Bank Public Company Limited', 'ธนาคารกรุงเทพ จำกัด (มหาชน)', '764'],
  ['MBBEMYKL', 'Malayan Banking Berhad (Maybank)', 'Malayan Banking Berhad', '458'],
];

export const BANKS: readonly BankSeed[] = ROWS.map(([swiftCode, name, localName, countryCode]) => ({
  swiftCode,
  name,
  localName,
  countryCode,
}));
