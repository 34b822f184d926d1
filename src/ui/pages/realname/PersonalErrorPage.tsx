import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { paths } from '../../../shared/routes/paths';
import record from '../../components/declared-page/RecordPage.module.css';
import styles from './RealnamePages.module.css';

/** The reasons the server gives for a refused (well-formed) document. */
const REASONS = { ID_IN_USE: 'realname.personal_error.ID_IN_USE' } as const;
const isReason = (r: string | null): r is keyof typeof REASONS =>
  r !== null && Object.hasOwn(REASONS, r);

/**
 * /realname/personal-error: why the document was refused and what to do. The reason is in the
 * address (`?reason=`), so a reload says the same; nothing of the document is.
 */
export default function PersonalErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reason = params.get('reason');
  return (
    <div className={styles.page} data-testid="realname-personal-error">
      <h1 className={record.title}>{t('realname.personal_error.title')}</h1>
      <Message
        severity="error"
        text={t(isReason(reason) ? REASONS[reason] : 'realname.personal_error.unknown')}
      />
      <div className={styles.actions}>
        <Button
          type="button"
          label={t('realname.personal_error.retry')}
          onClick={() => void navigate(paths.realnameVerifyPersonal.path)}
        />
        <Button
          type="button"
          severity="secondary"
          text
          label={t('realname.personal_error.overview')}
          onClick={() => void navigate(paths.realname.path)}
        />
      </div>
    </div>
  );
}
