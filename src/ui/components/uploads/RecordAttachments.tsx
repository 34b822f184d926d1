import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { DEFAULT_MAX_DOCUMENTS, DOCUMENT_TYPES } from '../../../shared/upload/upload-limits';
import { errorText } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { FormOutcome } from '../../pages/user-center/FormOutcome';
import { deliverCommand } from '../declared-page/deliver-command';
import { UploadList } from './UploadList';
import { savedItem } from './upload-item';
import { useOpenFile } from './use-open-file';
import { useUploadList } from './use-upload-list';

interface Props {
  pageId: string;
  id: string;
  allowHistoryDelete?: boolean;
}

type Outcome = { failure: string | null; success: string | null };

/**
 * The attachments of one record: the files saved with it, new ones uploaded at once, and Save,
 * which sends the list as one outbox command ('pages.attachmentsSave') and waits for it. A failed
 * save keeps the list as it is on screen.
 */
export function RecordAttachments({ pageId, id, allowHistoryDelete }: Props) {
  const { t } = useTranslation();
  const core = useCore();
  const list = useUploadList({ accepted: DOCUMENT_TYPES, max: DEFAULT_MAX_DOCUMENTS });
  const { setItems } = list;
  const file = useOpenFile();
  const [loaded, setLoaded] = useState(0);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ failure: null, success: null });

  useEffect(() => {
    let live = true;
    core.files.recordAttachments(pageId, id).then(
      (files) => live && setItems(files.map(savedItem)),
      (error: unknown) => live && setOutcome({ failure: errorText(t, error), success: null }),
    );
    return () => {
      live = false;
    };
  }, [core, pageId, id, loaded, setItems, t]);

  async function save() {
    if (list.items.some((i) => i.status === 'uploading')) {
      setOutcome({ failure: t('uploads.attachments.busy'), success: null });
      return;
    }
    setBusy(true);
    setOutcome({ failure: null, success: null });
    try {
      const files = list.items.flatMap((i) =>
        i.status === 'done' && i.objectKey
          ? [{ objectKey: i.objectKey, fileName: i.fileName }]
          : [],
      );
      const issued = await core.commands.issue('pages.attachmentsSave', { pageId, id, files });
      const delivery = await deliverCommand(core, issued.id, t);
      if (delivery.kind === 'rejected') {
        await core.commands.discard(issued.id);
        setOutcome({ failure: delivery.text, success: null });
      } else if (delivery.kind === 'queued') {
        setOutcome({ failure: null, success: t('uploads.attachments.queued') });
      } else {
        setOutcome({ failure: null, success: t('uploads.attachments.saved') });
        // Saved files now have ids: reload so the history rules apply to them.
        setLoaded((n) => n + 1);
      }
    } catch (error) {
      setOutcome({ failure: errorText(t, error), success: null });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <UploadList
        items={list.items}
        rejections={list.rejections}
        accepted={DOCUMENT_TYPES}
        max={DEFAULT_MAX_DOCUMENTS}
        onChoose={list.choose}
        onRemove={list.remove}
        onOpen={file.open}
        allowHistoryDelete={allowHistoryDelete === true}
      />
      <FormOutcome failure={outcome.failure ?? file.failure} success={outcome.success} />
      <Button
        type="button"
        label={t('uploads.attachments.save')}
        icon="pi pi-save"
        loading={busy}
        onClick={() => void save()}
      />
    </>
  );
}
