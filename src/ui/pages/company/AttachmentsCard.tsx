import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/screen/SectionCard';
import { AttachmentTree } from './AttachmentTree';
import { LoadState } from './LoadState';
import type { useAttachmentTree } from './use-attachment-tree';

/** The attachment tree in a card, with its loading and failure states. */
export function AttachmentsCard(props: {
  tree: ReturnType<typeof useAttachmentTree>;
  extra?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { tree, reload } = props.tree;
  return (
    <SectionCard title={t('company.attach.title')} extra={props.extra} testId="company-attachments">
      {tree.state === 'ready' ? (
        <AttachmentTree folders={tree.value} />
      ) : (
        <LoadState
          loading={t('company.attach.loading')}
          error={tree.state === 'failed' ? tree.error : null}
          onRetry={reload}
        />
      )}
    </SectionCard>
  );
}
