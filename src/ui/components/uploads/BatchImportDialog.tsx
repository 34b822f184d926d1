import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { proxy } from 'comlink';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ProgressBar } from 'primereact/progressbar';
import type { ImportResult } from '../../../api/endpoints/uploads/import-excel';
import type { ImportPageId } from '../../../shared/upload/import-pages';
import { acceptAttribute, isAcceptedType } from '../../../shared/upload/file-type';
import { IMPORT_TYPES } from '../../../shared/upload/upload-limits';
import { errorText } from '../../core/error-text';
import { useCore } from '../../core/use-core';
import { FormOutcome } from '../../pages/user-center/FormOutcome';
import { runImport } from './run-import';
import { openFileUrl } from './save-bytes';
import { ImportResultView as ImportResultBody } from './ImportResultView';

interface Props {
  pageId: ImportPageId;
  /** Shows "Download template" in the dialog too. */
  onTemplate?: () => Promise<void>;
  /** Closing: `finished` when an import ran (the list reloads: "upload-finished"). */
  onClose: (finished: boolean) => void;
}

type Phase =
  | { kind: 'choose' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'importing' }
  | { kind: 'result'; result: ImportResult };

/**
 * Batch upload (spec 001 §4): choose a sheet, upload it, import it by its key; the result shows
 * total, success and fail counts. OK downloads the error report when rows failed, else closes.
 */
export function BatchImportDialog({ pageId, onTemplate, onClose }: Props) {
  const { t } = useTranslation();
  const core = useCore();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'choose' });
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const ran = phase.kind === 'result' || notice !== null;

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    setFailure(
      chosen && !isAcceptedType(chosen.name, IMPORT_TYPES) ? t('uploads.import.not_sheet') : null,
    );
    setFile(chosen && isAcceptedType(chosen.name, IMPORT_TYPES) ? chosen : null);
  };

  async function start() {
    if (!file) return;
    setFailure(null);
    setPhase({ kind: 'uploading', percent: 0 });
    try {
      const onProgress = (loaded: number, total: number) =>
        setPhase({
          kind: 'uploading',
          percent: total > 0 ? Math.round((loaded * 100) / total) : 0,
        });
      const uploaded = await core.files.upload(crypto.randomUUID(), file, proxy(onProgress));
      setPhase({ kind: 'importing' });
      const outcome = await runImport(core, pageId, uploaded.objectKey, t);
      if (outcome.kind === 'done') setPhase({ kind: 'result', result: outcome.result });
      else {
        setPhase({ kind: 'choose' });
        if (outcome.kind === 'queued') setNotice(t('uploads.import.queued'));
        else setFailure(outcome.text);
      }
    } catch (error) {
      setPhase({ kind: 'choose' });
      setFailure(errorText(t, error));
    }
  }

  const ok = () => {
    if (phase.kind === 'result' && phase.result.errorNumber > 0 && phase.result.errorUrl) {
      openFileUrl(phase.result.errorUrl, false);
    }
    onClose(true);
  };

  const footer =
    phase.kind === 'result' ? (
      <Button type="button" label={t('common.ok')} onClick={ok} autoFocus />
    ) : (
      <>
        <Button
          type="button"
          label={t('common.cancel')}
          severity="secondary"
          text
          onClick={() => onClose(ran)}
        />
        <Button
          type="button"
          label={t('uploads.import.start')}
          icon="pi pi-upload"
          disabled={!file || phase.kind !== 'choose'}
          loading={phase.kind === 'uploading' || phase.kind === 'importing'}
          onClick={() => void start()}
        />
      </>
    );

  return (
    <Dialog
      visible
      header={t(phase.kind === 'result' ? 'uploads.import.result_title' : 'uploads.import.title')}
      style={{ width: 412 }}
      footer={footer}
      onHide={() => onClose(ran)}
      data-testid="batch-import"
    >
      {phase.kind === 'result' ? (
        <ImportResultBody result={phase.result} />
      ) : (
        <div>
          <p>{t('uploads.import.hint')}</p>
          {onTemplate && (
            <Button
              type="button"
              link
              label={t('uploads.import.template')}
              onClick={() => void onTemplate()}
            />
          )}
          <input
            ref={input}
            type="file"
            accept={acceptAttribute(IMPORT_TYPES)}
            hidden
            onChange={picked}
            data-testid="import-input"
            aria-label={t('uploads.choose_one')}
          />
          <Button
            type="button"
            outlined
            icon="pi pi-paperclip"
            label={file?.name ?? t('uploads.choose_one')}
            onClick={() => input.current?.click()}
          />
          {phase.kind === 'uploading' && <ProgressBar value={phase.percent} />}
          {phase.kind === 'importing' && <p>{t('uploads.import.importing')}</p>}
          <FormOutcome failure={failure} success={notice} />
        </div>
      )}
    </Dialog>
  );
}
