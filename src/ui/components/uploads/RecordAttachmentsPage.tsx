import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import type { PageDeclaration } from '../../../shared/page-declaration/types';
import { paths } from '../../../shared/routes/paths';
import { translateKey } from '../../core/error-text';
import { RecordAttachments } from './RecordAttachments';

interface Props {
  declaration: PageDeclaration;
  /** The record's row key; null when none was chosen. */
  id: string | null;
  titleKey: string;
  /** What to say when no record was chosen. */
  missingKey?: 'uploads.confirmation.pick';
}

/** An upload page of a declared list's record (/trading/purchase/upload/:id and the like). */
export function RecordAttachmentsPage({ declaration, id, titleKey, missingKey }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listHref = declaration.routeId ? paths[declaration.routeId].path : paths.home.path;
  return (
    <Card
      title={translateKey(t, titleKey)}
      subTitle={id ? t('uploads.attachments.record', { id }) : undefined}
      data-testid="record-attachments"
    >
      {id ? (
        <RecordAttachments pageId={declaration.id} id={id} />
      ) : (
        <p>{t(missingKey ?? 'uploads.confirmation.pick')}</p>
      )}
      <Button
        type="button"
        label={t('uploads.attachments.back')}
        severity="secondary"
        text
        onClick={() => void navigate(listHref)}
      />
    </Card>
  );
}
