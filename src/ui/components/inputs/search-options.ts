import type { Area } from '../../../api/endpoints/company/area-list';
import type { Bank } from '../../../api/endpoints/company/bank-search';
import type { CompanyOption } from '../../../api/endpoints/company/company-simple-search';
import type { ContractTemplate } from '../../../api/endpoints/contract/template-query';
import type { FinancingProduct } from '../../../api/endpoints/product/product-list';
import type { SearchOption } from '../../../shared/search/search-option';

/** How each search's answers read as options. Codes are the values: they are the stable keys. */
const chinese = (language: string) => language.startsWith('zh');

/** The server already answers the company name in the request's language. */
export const companyOption = (c: CompanyOption): SearchOption => ({
  value: c.code,
  label: c.name,
  detail: c.code,
});

export const bankOption = (b: Bank, language: string): SearchOption => ({
  value: b.swiftCode,
  label: chinese(language) ? b.combBankNameLocal : b.combBankName,
  detail: b.swiftCode,
});

export const areaOption = (a: Area, language: string): SearchOption => ({
  value: a.code,
  label: chinese(language) ? a.nameCn : a.nameEn,
});

export const templateOption = (t: ContractTemplate): SearchOption => ({
  value: t.code,
  label: t.name,
  detail: t.code,
});

export const productOption = (p: FinancingProduct): SearchOption => ({
  value: p.code,
  label: p.name,
  detail: p.currency,
});
