import type { DatasetId } from '../../../shared/receivables/datasets';

/** The URL parameters of the multi-select filters. */
export type EnumParam = 'buyer' | 'currency' | 'status' | 'reason';
export const ENUM_PARAMS: readonly EnumParam[] = ['buyer', 'currency', 'status', 'reason'];

export interface EnumFilterSpec {
  param: EnumParam;
  field: string;
}

/** Which filters each dataset's filter bar offers, and on which columns. */
export interface DatasetFilterSpec {
  textField: string;
  enums: readonly EnumFilterSpec[];
  /** The dataset's own date: due, payment or dilution date. */
  dateField: string;
  amountField: string;
}

const buyer: EnumFilterSpec = { param: 'buyer', field: 'buyerCode' };
const currency: EnumFilterSpec = { param: 'currency', field: 'currency' };

export const DATASET_FILTERS: Record<DatasetId, DatasetFilterSpec> = {
  dueBalance: {
    textField: 'invoiceNo',
    enums: [buyer, currency, { param: 'status', field: 'status' }],
    dateField: 'dueDate',
    amountField: 'amount',
  },
  paymentHistory: {
    textField: 'invoiceNo',
    enums: [buyer, currency],
    dateField: 'paymentDate',
    amountField: 'amount',
  },
  dilution: {
    textField: 'invoiceNo',
    enums: [buyer, currency, { param: 'reason', field: 'reason' }],
    dateField: 'dilutionDate',
    amountField: 'amount',
  },
};
