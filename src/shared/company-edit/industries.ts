import { OTHER } from '../form-config/select-other';

/**
 * The industry choices of the company form (a select with an "other" choice, spec 001 §4): the
 * sections of ISIC Rev. 4 a supply-chain platform sees, then OTHER, which opens a free-text field.
 */
export const INDUSTRIES = [
  { value: 'MANUFACTURING', en: 'Manufacturing', zh: '制造业' },
  { value: 'WHOLESALE_RETAIL', en: 'Wholesale and retail trade', zh: '批发和零售业' },
  { value: 'TRANSPORT_LOGISTICS', en: 'Transport and logistics', zh: '交通运输和物流' },
  { value: 'CONSTRUCTION', en: 'Construction', zh: '建筑业' },
  { value: 'INFORMATION_TECH', en: 'Information and communication', zh: '信息和通信' },
  { value: 'FINANCE', en: 'Financial services', zh: '金融业' },
  { value: 'AGRICULTURE', en: 'Agriculture, forestry and fishing', zh: '农林牧渔业' },
  { value: OTHER, en: 'Other', zh: '其他' },
] as const;

export const INDUSTRY_VALUES = INDUSTRIES.map((i) => i.value);

/** The list types listWithOther answers (one today; the body names it so more can follow). */
export const OTHER_LIST_TYPES = ['INDUSTRY'] as const;
