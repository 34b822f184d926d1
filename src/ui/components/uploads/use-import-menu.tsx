import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportPageId } from '../../../shared/upload/import-pages';
import type { DropdownMenuItem } from '../screen/DropdownButtonMenu';
import { BatchImportDialog } from './BatchImportDialog';
import { useTemplateDownload } from './use-template-download';

interface Authorities {
  batchUpload: string;
  /** Null: the page has no template authority; the template is offered inside the dialog. */
  downloadTemplate: string | null;
}

/**
 * The Batch upload and Download template menu items of a list page, the dialog they open, and a
 * key that changes when an import finished, so the page can reload its list.
 */
export function useImportMenu(pageId: ImportPageId, authorities: Authorities) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const downloadTemplate = useTemplateDownload(pageId);

  const items = useMemo<DropdownMenuItem[]>(() => {
    const list: DropdownMenuItem[] = [
      {
        id: 'batchUpload',
        label: t('action.batchUpload'),
        icon: 'pi pi-upload',
        authorities: [authorities.batchUpload],
        run: () => setOpen(true),
      },
    ];
    if (authorities.downloadTemplate) {
      list.push({
        id: 'downloadTemplate',
        label: t('action.downloadTemplate'),
        icon: 'pi pi-download',
        authorities: [authorities.downloadTemplate],
        run: downloadTemplate,
      });
    }
    return list;
  }, [authorities.batchUpload, authorities.downloadTemplate, downloadTemplate, t]);

  const dialog = open ? (
    <BatchImportDialog
      pageId={pageId}
      onTemplate={authorities.downloadTemplate ? undefined : downloadTemplate}
      onClose={(finished) => {
        setOpen(false);
        if (finished) setReloadKey((k) => k + 1);
      }}
    />
  ) : null;

  return { items, dialog, reloadKey, openImport: () => setOpen(true) };
}
