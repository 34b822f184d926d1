import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dropdown, type DropdownPassThroughOptions } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import {
  ADD_MAX_FILES,
  ATTACHMENT_KINDS,
  type AttachmentKind,
} from '../../../shared/company-profile/attachment-rules';
import { DOCUMENT_TYPES } from '../../../shared/upload/upload-limits';
import { SectionCard } from '../../components/screen/SectionCard';
import { UploadList } from '../../components/uploads/UploadList';
import { useOpenFile } from '../../components/uploads/use-open-file';
import { useUploadList } from '../../components/uploads/use-upload-list';
import { errorText } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { showToast } from '../../feedback/toast';
import { controlAria, FormField } from '../user-center/FormField';

/**
 * Upload into a folder: choose the folder, upload files with the upload rules of spec 001 §5 (the
 * shared upload list: types, 20 MB / 100 MB ZIP, 20 files), then file them into the folder. The
 * files stay listed until they are filed; a refusal keeps everything chosen.
 */
export function AttachmentUploadCard({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation();
  const core = useCore();
  const folderId = useId();
  const [kind, setKind] = useState<AttachmentKind | null>(null);
  const [folderError, setFolderError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useUploadList({ accepted: DOCUMENT_TYPES, max: ADD_MAX_FILES });
  const opener = useOpenFile();
  const done = list.items.filter((i) => i.status === 'done' && i.objectKey);

  const add = async () => {
    setProblem(null);
    if (!kind) {
      setFolderError(t('company.attach.folder_required'));
      return;
    }
    if (done.length === 0) {
      setProblem(t('company.attach.files_required'));
      return;
    }
    setBusy(true);
    try {
      const added = await core.companyProfile.addAttachments(
        kind,
        done.map((i) => i.objectKey ?? ''),
      );
      const filed = new Set(done.map((i) => i.uid));
      list.setItems((current) => current.filter((i) => !filed.has(i.uid)));
      showToast({
        severity: 'success',
        summary: t('company.attach.added', {
          count: added,
          folder: t(`company.kinds.${kind}`),
        }),
      });
      onAdded();
    } catch (error) {
      const text = errorText(t, error);
      setProblem(`${t('company.attach.add_failed')}: ${text}`);
      showToast({ severity: 'error', summary: t('company.attach.add_failed'), detail: text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard title={t('company.attach.upload_title')} testId="attachment-upload">
      <FormField
        id={folderId}
        name="kind"
        label={t('company.attach.folder')}
        required
        error={folderError}
      >
        <Dropdown
          inputId={folderId}
          value={kind}
          options={ATTACHMENT_KINDS.map((k) => ({ value: k, label: t(`company.kinds.${k}`) }))}
          placeholder={t('company.attach.folder_placeholder')}
          invalid={Boolean(folderError)}
          pt={
            {
              input: controlAria(folderId, { required: true, error: folderError }),
            } as DropdownPassThroughOptions
          }
          onChange={(e: { value: AttachmentKind }) => {
            setKind(e.value);
            setFolderError(undefined);
          }}
        />
      </FormField>
      <UploadList
        items={list.items}
        rejections={list.rejections}
        accepted={DOCUMENT_TYPES}
        max={ADD_MAX_FILES}
        onChoose={list.choose}
        onRemove={list.remove}
        onOpen={opener.open}
      />
      {opener.failure && <Message severity="error" text={opener.failure} role="alert" />}
      {problem && <Message severity="error" text={problem} role="alert" />}
      <div>
        <Button
          type="button"
          icon="pi pi-folder-open"
          label={t('company.attach.add')}
          loading={busy}
          disabled={busy || list.items.some((i) => i.status === 'uploading')}
          onClick={() => void add()}
          data-testid="attachment-add"
        />
      </div>
    </SectionCard>
  );
}
