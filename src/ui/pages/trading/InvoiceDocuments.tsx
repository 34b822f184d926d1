import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCore } from '../../core/use-core';
import { showToast } from '../../feedback/toast';
import type { FormSectionProps } from '../../components/declared-page/DeclaredFormPage';
import { SectionCard } from '../../components/screen/SectionCard';
import { OcrUploadCards } from '../../components/ocr-upload/OcrUploadCards';
import type { OcrFile, OcrRecognition } from '../../components/ocr-upload/ocr-file';
import type { OcrSlotInput } from '../../components/ocr-upload/ocr-slots';
import {
  RecognizedFieldsPanel,
  type LabelledField,
} from '../../components/ocr-upload/RecognizedFieldsPanel';
import { deliverCommand } from '../../components/declared-page/deliver-command';

/** The invoice form's fields an invoice document can fill, and their extractData keys. */
const INVOICE_FIELDS = [
  { name: 'invoiceNo', extractKey: 'invoiceNo', kind: 'text' },
  { name: 'buyerName', extractKey: 'buyerName', kind: 'text' },
  { name: 'currency', extractKey: 'currency', kind: 'currency' },
  { name: 'invoiceAmount', extractKey: 'amount', kind: 'money' },
  { name: 'issueDate', extractKey: 'issueDate', kind: 'date' },
  { name: 'dueDate', extractKey: 'dueDate', kind: 'date' },
] as const;

/**
 * The invoice form's Documents section: the invoice itself (read by recognition, schema INVOICE)
 * and a supporting document. What was read is shown for the user to confirm; confirm fills the
 * empty fields and marks them "from the document" while they keep that value. The files are
 * saved with the invoice once it is saved (`pages.attachmentsSave`).
 */
export function InvoiceDocuments({
  values,
  onChangeField,
  setNotes,
  setBusy,
  setAfterSave,
}: FormSectionProps) {
  const { t } = useTranslation();
  const core = useCore();
  const [files, setFiles] = useState<OcrFile[]>([]);
  const [recognitions, setRecognitions] = useState<OcrRecognition[]>([]);
  const [handled, setHandled] = useState<ReadonlySet<string>>(new Set());
  const [filled, setFilled] = useState<Readonly<Record<string, string>>>({});

  const slots = useMemo<OcrSlotInput[]>(
    () => [
      {
        title: t('ocr_upload.documents.invoice'),
        description: t('ocr_upload.documents.invoice_hint'),
        schemaCode: 'INVOICE',
      },
      {
        title: t('ocr_upload.documents.other'),
        description: t('ocr_upload.documents.other_hint'),
        max: 5,
      },
    ],
    [t],
  );
  const fields = useMemo<LabelledField[]>(
    () => INVOICE_FIELDS.map((f) => ({ ...f, label: t(`ocr_upload.fields.${f.extractKey}`) })),
    [t],
  );

  // A filled field keeps its mark only while it holds what the document said.
  useEffect(() => {
    const notes = Object.fromEntries(
      Object.entries(filled)
        .filter(([name, value]) => values[name] === value)
        .map(([name]) => [name, t('ocr_upload.recognized.from_document')]),
    );
    setNotes(notes);
  }, [filled, values, setNotes, t]);

  const done = useMemo(
    () => files.filter((f) => f.status === 'done' && f.objectKey !== undefined),
    [files],
  );
  useEffect(() => {
    setAfterSave(
      done.length === 0
        ? null
        : async (recordId) => {
            const issued = await core.commands.issue('pages.attachmentsSave', {
              pageId: 'trading.invoice',
              id: recordId,
              files: done.map((f) => ({ objectKey: f.objectKey ?? '', fileName: f.fileName })),
            });
            const delivery = await deliverCommand(core, issued.id, t);
            if (delivery.kind === 'rejected') {
              showToast({ severity: 'error', summary: delivery.text });
            }
          },
    );
    return () => setAfterSave(null);
  }, [core, done, setAfterSave, t]);

  const confirm = useCallback(
    (uid: string, fills: Record<string, string>) => {
      for (const [name, value] of Object.entries(fills)) onChangeField(name, value);
      setFilled((current) => ({ ...current, ...fills }));
      setHandled((current) => new Set(current).add(uid));
      const count = Object.keys(fills).length;
      showToast({
        severity: count > 0 ? 'success' : 'info',
        summary:
          count > 0
            ? t('ocr_upload.recognized.filled', { count })
            : t('ocr_upload.recognized.nothing_filled'),
      });
    },
    [onChangeField, t],
  );
  const dismiss = useCallback((uid: string) => {
    setHandled((current) => new Set(current).add(uid));
  }, []);

  return (
    <SectionCard title={t('ocr_upload.documents.title')} testId="invoice-documents">
      <OcrUploadCards
        slots={slots}
        testId="invoice-document-cards"
        onChange={setFiles}
        onLoadingChange={setBusy}
        onRecognitionsChange={setRecognitions}
      />
      <RecognizedFieldsPanel
        recognitions={recognitions.filter((r) => !handled.has(r.uid))}
        fields={fields}
        values={values}
        onConfirm={confirm}
        onDismiss={dismiss}
      />
    </SectionCard>
  );
}
