/** A contract template of the template search (spec 000 §7 `template/queryPage`). */
export interface ContractTemplateSeed {
  code: string;
  nameEn: string;
  nameCn: string;
  category: 'FACTORING' | 'REVERSE_FACTORING' | 'POOL_FACTORING' | 'GENERAL';
  version: number;
}

export const CONTRACT_TEMPLATES: readonly ContractTemplateSeed[] = [
  {
    code: 'TPL-RPA',
    nameEn: 'Receivables Purchase Agreement',
    nameCn: '应收账款转让协议',
    category: 'FACTORING',
    version: 3,
  },
  {
    code: 'TPL-RPA-NR',
    nameEn: 'Receivables Purchase Agreement (Non-Recourse)',
    nameCn: '无追索权应收账款转让协议',
    category: 'FACTORING',
    version: 2,
  },
  {
    code: 'TPL-FMA',
    nameEn: 'Factoring Master Agreement',
    nameCn: '保理业务主协议',
    category: 'FACTORING',
    version: 4,
  },
  {
    code: 'TPL-NOA',
    nameEn: 'Notice of Assignment',
    nameCn: '应收账款转让通知书',
    category: 'FACTORING',
    version: 1,
  },
  {
    code: 'TPL-SFA',
    nameEn: 'Supplier Finance Agreement',
    nameCn: '供应商融资协议',
    category: 'REVERSE_FACTORING',
    version: 2,
  },
  {
    code: 'TPL-BPU',
    nameEn: 'Buyer Payment Undertaking',
    nameCn: '买方付款承诺函',
    category: 'REVERSE_FACTORING',
    version: 1,
  },
  {
    code: 'TPL-SOA',
    nameEn: 'Supplier Onboarding Agreement',
    nameCn: '供应商准入协议',
    category: 'REVERSE_FACTORING',
    version: 3,
  },
  {
    code: 'TPL-PFA',
    nameEn: 'Pool Factoring Agreement',
    nameCn: '池保理业务协议',
    category: 'POOL_FACTORING',
    version: 2,
  },
  {
    code: 'TPL-PSA',
    nameEn: 'Pool Security Assignment',
    nameCn: '池融资担保转让协议',
    category: 'POOL_FACTORING',
    version: 1,
  },
  {
    code: 'TPL-ACA',
    nameEn: 'Account Charge Agreement',
    nameCn: '账户质押协议',
    category: 'GENERAL',
    version: 2,
  },
  {
    code: 'TPL-GTY',
    nameEn: 'Corporate Guarantee',
    nameCn: '公司保证函',
    category: 'GENERAL',
    version: 5,
  },
  {
    code: 'TPL-EPA',
    nameEn: 'Electronic Platform Access Agreement',
    nameCn: '电子平台使用协议',
    category: 'GENERAL',
    version: 3,
  },
  {
    code: 'TPL-CFD',
    nameEn: 'Confidentiality Agreement',
    nameCn: '保密协议',
    category: 'GENERAL',
    version: 1,
  },
  {
    code: 'TPL-DPA',
    nameEn: 'Data Processing Agreement',
    nameCn: '数据处理协议',
    category: 'GENERAL',
    version: 2,
  },
  {
    code: 'TPL-ARR',
    nameEn: 'Amendment to Receivables Purchase Agreement',
    nameCn: '应收账款转让协议补充协议',
    category: 'FACTORING',
    version: 1,
  },
];
