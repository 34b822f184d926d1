import type { TFunction } from 'i18next';
import type {
  AttachmentInput,
  FinanceOrder,
} from '../../../../../api/endpoints/finance-order/order-schemas';
import { extensionOf } from '../../../../../shared/upload/file-type';
import type { OcrFile, OcrRecognition } from '../../../../components/ocr-upload/ocr-file';
import type { OcrSlotInput } from '../../../../components/ocr-upload/ocr-slots';

type Attachment = FinanceOrder['attachments'][number];

/** The slot of the invoice (read by recognition) and of the other documents. */
const INVOICE_SLOT = 0;
const OTHER_SLOT = 1;
/** The application's "other documents" slot holds five (apply/SubmitStep.tsx). */
const OTHERS_MAX = 5;

const slotOf = (a: Attachment, index: number, invoiceIndex: number) =>
  index === invoiceIndex ? INVOICE_SLOT : OTHER_SLOT;

/**
 * The order's documents as the update form's cards hold them: its first invoice in the invoice
 * slot, the rest in the other slot. An order saved through the API may hold more than the
 * application's five others; the slot then holds them all, so opening the form drops none.
 */
export function documentSlots(t: TFunction, attachments: readonly Attachment[]): OcrSlotInput[] {
  const invoiceIndex = attachments.findIndex((a) => a.schemaCode === 'INVOICE');
  const others = attachments.filter((a, i) => slotOf(a, i, invoiceIndex) === OTHER_SLOT).length;
  return [
    {
      title: t('ocr_upload.documents.invoice'),
      description: t('ocr_upload.documents.invoice_hint'),
      schemaCode: 'INVOICE',
    },
    {
      title: t('ocr_upload.documents.other'),
      description: t('ocr_upload.documents.other_hint'),
      max: Math.max(OTHERS_MAX, others),
    },
  ];
}

/** The saved documents as done files; `id` marks them saved (history) for the delete rule. */
export function savedFiles(attachments: readonly Attachment[]): OcrFile[] {
  const invoiceIndex = attachments.findIndex((a) => a.schemaCode === 'INVOICE');
  return attachments.map((a, i) => ({
    uid: `saved:${a.objectKey}`,
    id: a.objectKey,
    slot: slotOf(a, i, invoiceIndex),
    fileName: a.fileName,
    status: 'done',
    size: 0,
    type: extensionOf(a.fileName),
    progress: 100,
    objectKey: a.objectKey,
  }));
}

/**
 * The `attachments` of update/{id} for the files the cards hold done: a saved one as it was
 * saved (with what recognition read then), a new one with what recognition read now.
 */
export function attachmentsOf(
  files: readonly OcrFile[],
  recognitions: readonly OcrRecognition[],
  saved: readonly Attachment[],
): AttachmentInput[] {
  return files.flatMap((f): AttachmentInput[] => {
    if (f.status !== 'done' || !f.objectKey) return [];
    const before = f.id === undefined ? undefined : saved.find((a) => a.objectKey === f.id);
    if (before) {
      return [
        {
          objectKey: before.objectKey,
          fileName: before.fileName,
          ...(before.schemaCode ? { schemaCode: before.schemaCode } : {}),
          ...(before.extractData ? { extractData: { ...before.extractData } } : {}),
        },
      ];
    }
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

/** True when the documents differ from the saved ones: one added, removed, or still uploading. */
export function documentsChanged(files: readonly OcrFile[], saved: readonly Attachment[]) {
  if (files.some((f) => f.status === 'uploading')) return true;
  const held = new Set(
    files.flatMap((f) => (f.status === 'done' && f.objectKey ? [f.objectKey] : [])),
  );
  return held.size !== saved.length || saved.some((a) => !held.has(a.objectKey));
}
