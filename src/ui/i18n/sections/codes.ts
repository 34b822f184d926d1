import type { Widen } from '../widen';

/**
 * Codes the server sends that a screen shows (a user's roles): one label per
 * code and language, read through codeLabel() (src/ui/i18n/code-label.ts). Business statuses of
 * records come from the server's dictionaries instead (dictLabel in the search list).
 */
export const en = {
  role: {
    ADMIN: 'Administrator',
    DIRECTOR: 'Director',
    SUPPLIER: 'Supplier',
    BUYER: 'Buyer',
    FUNDER: 'Funder',
    COMPANY: 'Company',
    SUPPLIER_OPERATOR: 'Supplier operator',
    SUPPLIER_VIEWER: 'Supplier viewer',
    BUYER_OPERATOR: 'Buyer operator',
    FUNDER_OPERATOR: 'Funder operator',
    PORTAL_TRANSLATOR: 'Portal translator',
  },
} as const;

export const zh: Widen<typeof en> = {
  role: {
    ADMIN: '管理员',
    DIRECTOR: '企业管理员',
    SUPPLIER: '供应商',
    BUYER: '买方',
    FUNDER: '资金方',
    COMPANY: '企业',
    SUPPLIER_OPERATOR: '供应商操作员',
    SUPPLIER_VIEWER: '供应商查看员',
    BUYER_OPERATOR: '买方操作员',
    FUNDER_OPERATOR: '资金方操作员',
    PORTAL_TRANSLATOR: '门户翻译员',
  },
};
