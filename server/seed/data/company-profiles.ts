import type { INDUSTRY_VALUES } from '../../../src/shared/company-edit/industries';

/**
 * What the company edit keeps for each demo company (`company_edit_profiles`, docs/company.md#seed),
 * so a new user's company detail shows a filled profile rather than dashes. Every value is one the
 * edit form accepts (tests/contract/company-seed-profiles.test.ts): a province of the area list
 * (none outside China: the list has no other provinces), a bank of the bank list that is one of
 * the company's own accounts, phones in the country's format, `.example` domains only.
 */
export interface CompanyProfileSeed {
  companyId: string;
  /** A PROVINCE of the area list under the company's country; '' where the list has none. */
  areaCode: string;
  legalRepresentative: string;
  /** A funder's financial licence; '' for the other companies. */
  licenceNo: string;
  contactName: string;
  phone: string;
  email: string;
  website: string;
  industry: (typeof INDUSTRY_VALUES)[number];
  /** The company's own words for an OTHER industry. */
  industryOther: string;
  /** SWIFT of one of the company's own accounts, present in the bank list. */
  mainBankSwift: string;
  /** The SUPPLIER role's main products (suppliers only). */
  mainProducts?: string;
  /** The BUYER role's usual payment term in days (buyers only). */
  paymentTermDays?: number;
}

export const COMPANY_PROFILES: readonly CompanyProfileSeed[] = [
  {
    companyId: 'C001',
    areaCode: '440000',
    legalRepresentative: '陈志远',
    licenceNo: '',
    contactName: 'Chen Li',
    phone: '+86 755 2671 8800',
    email: 'info@evergreen-components.example',
    website: 'https://www.evergreen-components.example',
    industry: 'MANUFACTURING',
    industryOther: '',
    mainBankSwift: 'BKCHCNBJ45A',
    mainProducts: 'Multilayer ceramic capacitors, chip resistors and power inductors',
    paymentTermDays: 30,
  },
  {
    companyId: 'C002',
    areaCode: '',
    legalRepresentative: 'Tan Wei Ming',
    licenceNo: '',
    contactName: 'Grace Tan',
    phone: '+65 6338 2100',
    email: 'info@northwind-retail.example',
    website: 'https://www.northwind-retail.example',
    industry: 'WHOLESALE_RETAIL',
    industryOther: '',
    mainBankSwift: 'DBSSSGSG',
    paymentTermDays: 45,
  },
  {
    companyId: 'C003',
    areaCode: '',
    legalRepresentative: 'Wong Ka Fai',
    licenceNo: 'ML 1187/2025',
    contactName: 'Martin Wong',
    phone: '+852 2521 8800',
    email: 'info@summit-capital.example',
    website: 'https://www.summit-capital.example',
    industry: 'FINANCE',
    industryOther: '',
    mainBankSwift: 'HSBCHKHH',
  },
  {
    companyId: 'C004',
    areaCode: '310000',
    legalRepresentative: '周国华',
    licenceNo: '',
    contactName: 'Zhou Min',
    phone: '+86 21 5081 6600',
    email: 'info@lotus-holdings.example',
    website: 'https://www.lotus-holdings.example',
    // A holding group fits none of the list's sections: the demo of an industry of its own.
    industry: 'OTHER',
    industryOther: 'Diversified industrial holdings',
    mainBankSwift: 'BKCHCNBJ45A',
    mainProducts: 'Industrial control modules and electronic assemblies',
  },
  {
    companyId: 'C005',
    areaCode: '330000',
    legalRepresentative: '刘海涛',
    licenceNo: '',
    contactName: 'Liu Yang',
    phone: '+86 574 8732 5500',
    email: 'info@harbour-textiles.example',
    website: 'https://www.harbour-textiles.example',
    industry: 'MANUFACTURING',
    industryOther: '',
    mainBankSwift: 'HSBCCNSH',
    mainProducts: 'Woven cotton and polyester fabrics, home textiles',
  },
  {
    companyId: 'C006',
    areaCode: '320000',
    legalRepresentative: '赵文博',
    licenceNo: '',
    contactName: 'Zhao Lei',
    phone: '+86 512 6258 3300',
    email: 'info@jade-river.example',
    website: 'https://www.jade-river.example',
    industry: 'MANUFACTURING',
    industryOther: '',
    mainBankSwift: 'BKCHCNBJ45A',
    mainProducts: 'Printed circuit board assemblies and power adapters',
  },
  {
    companyId: 'C007',
    areaCode: '440000',
    legalRepresentative: '何建明',
    licenceNo: '',
    contactName: 'He Jun',
    phone: '+86 769 2289 7700',
    email: 'info@dawnlight-precision.example',
    website: 'https://www.dawnlight-precision.example',
    industry: 'MANUFACTURING',
    industryOther: '',
    // Its ICBC and Bank of China branch codes are not in the bank list; HSBC's is.
    mainBankSwift: 'HSBCCNSH',
    mainProducts: 'CNC-machined precision parts and injection moulds',
  },
];
