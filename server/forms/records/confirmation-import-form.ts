import type { FormConfig } from '../../../src/shared/form-config/field-config';
import type { Language } from '../../../src/shared/constants';
import { configField } from './config-field';
import { moneyValue, textValue } from './form-values';
import type { RecordData, RecordForm } from './record-form';

/**
 * What a batch import of invoice confirmations reads: confirmation requests for invoices, which
 * start PENDING (the buyer has not answered: no confirmed amount or date). The page has no record
 * form of its own, so this form serves the import and its template only.
 */
function confirmationConfig(language: Language): FormConfig {
  const zh = language === 'zh-CN';
  const field = configField(language);
  return [
    {
      type: 'group',
      label: zh ? '发票确认' : 'Invoice confirmation',
      children: [
        field('input', 'confirmationNo', 'Confirmation number', '确认编号', 1),
        field('input', 'invoiceNo', 'Invoice number', '发票号', 2),
        field('input', 'buyerName', 'Buyer', '买方', 3),
        field('input', 'supplierName', 'Supplier', '供应商', 4),
        field('select', 'currency', 'Currency', '币种', 5, { dictName: 'CURRENCY' }),
        field('input-money', 'invoiceAmount', 'Invoice amount', '发票金额', 6, {
          currency: 'currency',
          rules: ['amount'],
        }),
        field('date', 'dueDate', 'Due date', '到期日', 7),
      ],
    },
  ];
}

export const confirmationImportForm: RecordForm = {
  pageId: 'confirmation.invoiceConfirmation',
  idPrefix: 'IC',
  config: (language) => confirmationConfig(language),
  editableStatuses: { edit: [], draft: [], update: [] },
  unique: ['confirmationNo'],
  toRecord: (values, { id }): RecordData => ({
    id,
    confirmationNo: textValue(values, 'confirmationNo'),
    invoiceNo: textValue(values, 'invoiceNo'),
    buyerName: textValue(values, 'buyerName'),
    supplierName: textValue(values, 'supplierName'),
    currency: textValue(values, 'currency'),
    invoiceAmount: moneyValue(values, 'invoiceAmount'),
    confirmedAmount: null,
    dueDate: textValue(values, 'dueDate'),
    confirmedDate: null,
    confirmationStatus: 'PENDING',
  }),
};
