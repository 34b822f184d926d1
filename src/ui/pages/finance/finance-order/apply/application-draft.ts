import type { BuyerOption } from '../../../../../api/endpoints/finance-order/available-buye';
import type {
  FinanceOrder,
  ApplicationInput,
} from '../../../../../api/endpoints/finance-order/order-schemas';
import type {
  EligibleReceivableRow,
  ProductOption,
} from '../../../../../api/endpoints/finance-order/picker-schemas';
import type { PricedRate } from '../../../../../shared/finance-order/intention-rate';
import type { OcrFile, OcrRecognition } from '../../../../components/ocr-upload/ocr-file';

/** A document kept with the application: uploaded now, or saved with the order before. */
export interface DraftDocument {
  objectKey: string;
  fileName: string;
  schemaCode?: string;
  extractData?: Record<string, string | null>;
}

/**
 * The accepted financing intention the application is priced with (docs/financing-intentions.md):
 * its rate replaces the product's, and what it was priced for must stay chosen.
 */
export interface DraftIntention {
  id: string;
  rate: PricedRate;
  productId: string;
  productName: string;
  funderCompanyId: string;
  funderName: string;
  buyerCode: string;
  buyerName: string;
}

/** Everything the wizard holds; nothing is lost when the server refuses a submission. */
export interface ApplicationDraft {
  product: ProductOption | null;
  funderCompanyId: string;
  funderName: string;
  buyer: BuyerOption | null;
  kind: 'PO' | 'INVOICE';
  receivables: EligibleReceivableRow[];
  /** Money as typed ('' asks for the most the advance rate allows). */
  requestedAmount: string;
  dueDate: string;
  fundingAccountId: string;
  documents: DraftDocument[];
  remark: string;
  /** Null: the product's own rate. */
  intention: DraftIntention | null;
}

export const emptyDraft = (): ApplicationDraft => ({
  product: null,
  funderCompanyId: '',
  funderName: '',
  buyer: null,
  kind: 'INVOICE',
  receivables: [],
  requestedAmount: '',
  dueDate: '',
  fundingAccountId: '',
  documents: [],
  remark: '',
  intention: null,
});

/** The wizard's five steps, in order, and which of their fields each holds. */
export const STEP_FIELDS: readonly (readonly string[])[] = [
  ['financingProductId'],
  ['funderCompanyId'],
  ['buyerName', 'buyerCode'],
  ['receivables'],
  [
    'requestedAmount',
    'dueDate',
    'fundingAccountId',
    'attachments',
    'remark',
    'valueDate',
    'baseRate',
  ],
];

export const stepOfField = (field: string): number => {
  const root = field.split(/[.[]/)[0] ?? field;
  const found = STEP_FIELDS.findIndex((fields) => fields.includes(root));
  return found < 0 ? STEP_FIELDS.length - 1 : found;
};

/**
 * The documents the cards hold done, with what the user confirmed recognition read from them. A
 * saved document counts while its card still holds it, with what was read when it was saved.
 */
export function documentsOf(
  files: readonly OcrFile[],
  recognitions: readonly OcrRecognition[],
  kept: readonly DraftDocument[],
): DraftDocument[] {
  return files.flatMap((f): DraftDocument[] => {
    if (f.status !== 'done' || !f.objectKey) return [];
    const saved = kept.find((d) => d.objectKey === f.objectKey);
    if (saved) return [saved];
    const read = recognitions.find((r) => r.uid === f.uid);
    return [
      {
        objectKey: f.objectKey,
        fileName: f.fileName,
        ...(read ? { schemaCode: read.schemaCode, extractData: { ...read.extractData } } : {}),
      },
    ];
  });
}

/**
 * A resumed draft's documents as the cards show them: done, on the invoice slot when recognition
 * read them as an invoice, else on the other documents' slot.
 */
export function filesOfDocuments(documents: readonly DraftDocument[]): OcrFile[] {
  return documents.map((d) => ({
    uid: `saved:${d.objectKey}`,
    id: d.objectKey,
    slot: d.schemaCode === 'INVOICE' ? 0 : 1,
    fileName: d.fileName,
    size: 0,
    type: (d.fileName.split('.').pop() ?? '').toUpperCase(),
    progress: 100,
    status: 'done',
    objectKey: d.objectKey,
  }));
}

/** The request of createOrder / editOrder: ids and what the user chose, never figures. */
export function applicationInput(draft: ApplicationDraft, submit: boolean): ApplicationInput {
  const remark = draft.remark.trim();
  return {
    financingProductId: draft.product?.id ?? '',
    ...(draft.funderCompanyId ? { funderCompanyId: draft.funderCompanyId } : {}),
    ...(draft.buyer ? { buyerName: draft.buyer.buyerName, buyerCode: draft.buyer.buyerCode } : {}),
    receivables: draft.receivables.map((r) => ({ kind: r.kind, id: r.id })),
    requestedAmount: draft.requestedAmount === '' ? null : draft.requestedAmount,
    ...(draft.dueDate ? { dueDate: draft.dueDate } : {}),
    ...(draft.fundingAccountId ? { fundingAccountId: draft.fundingAccountId } : {}),
    attachments: draft.documents.map((d) => ({
      objectKey: d.objectKey,
      fileName: d.fileName,
      ...(d.schemaCode ? { schemaCode: d.schemaCode } : {}),
      ...(d.extractData ? { extractData: d.extractData } : {}),
    })),
    ...(remark ? { remark } : {}),
    ...(draft.intention ? { intentionId: draft.intention.id } : {}),
    submit,
  };
}

/** A saved order as the wizard resumes it (its product is read again for its terms). */
export function draftOfOrder(order: FinanceOrder, product: ProductOption | null): ApplicationDraft {
  return {
    product,
    funderCompanyId: order.funderCompanyId ?? '',
    funderName: order.funderName ?? '',
    buyer: order.buyer.buyerName
      ? {
          buyerName: order.buyer.buyerName,
          buyerCode: order.buyer.buyerCode ?? '',
          baseRateType: order.buyer.baseRateType,
        }
      : null,
    kind: order.receivables[0]?.kind ?? 'INVOICE',
    receivables: order.receivables.map((r) => ({
      kind: r.kind,
      id: r.id,
      number: r.number,
      currency: r.currency,
      amount: r.amount,
      openAmount: r.amount,
      issueDate: r.issueDate ?? '',
      dueDate: r.dueDate ?? '',
      buyerName: order.buyer.buyerName ?? '',
    })),
    requestedAmount: order.requestedAmount ?? '',
    dueDate: order.dueDate ?? '',
    fundingAccountId: order.fundingAccount?.id ?? '',
    documents: order.attachments.map((a) => ({
      objectKey: a.objectKey,
      fileName: a.fileName,
      ...(a.schemaCode ? { schemaCode: a.schemaCode } : {}),
      ...(a.extractData ? { extractData: { ...a.extractData } } : {}),
    })),
    remark: order.remark ?? '',
    // The order's rate is the intention's accepted price: resuming keeps it bound.
    intention:
      order.intentionId === null
        ? null
        : {
            id: order.intentionId,
            rate: order.interestRate,
            productId: order.financingProductId,
            productName: order.productName,
            funderCompanyId: order.funderCompanyId ?? '',
            funderName: order.funderName ?? '',
            buyerCode: order.buyer.buyerCode ?? '',
            buyerName: order.buyer.buyerName ?? '',
          },
  };
}
