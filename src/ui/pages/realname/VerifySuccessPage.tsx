import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { paths } from '../../../shared/routes/paths';
import record from '../../components/declared-page/RecordPage.module.css';
import { RealnameLoadState } from './RealnameLoadState';
import { useRealnameStatus } from './use-realname-status';
import { useWhenText } from './use-when-text';
import styles from './RealnamePages.module.css';

/**
 * /realname/verify-success: read from the server, not from the step before, so a reload (or a
 * link) shows the truth: verified with its date and the next step, or not yet with the way back.
 */
export default function VerifySuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const when = useWhenText();
  const { status, reload } = useRealnameStatus();
  const go = (to: string) => void navigate(to);
  return (
    <div className={styles.page} data-testid="realname-success">
      <h1 className={record.title}>{t('realname.success.title')}</h1>
      <RealnameLoadState status={status} onRetry={reload} />
      {status.state === 'ready' &&
        (status.view.company.state === 'VERIFIED' ? (
          <>
            <Message severity="success" text={t('realname.success.body')} />
            <p className={styles.intro}>
              {t('realname.success.verified_at')}: {when(status.view.company.verifiedAt)}
            </p>
            {!status.view.person.verified && (
              <p className={styles.intro}>{t('realname.success.next_person')}</p>
            )}
            <div className={styles.actions}>
              {status.view.person.verified ? (
                <Button
                  type="button"
                  label={t('realname.success.finance')}
                  onClick={() => go(paths.financeOrder.path)}
                />
              ) : (
                <Button
                  type="button"
                  label={t('realname.success.start_person')}
                  onClick={() => go(paths.realnameVerifyPersonal.path)}
                />
              )}
              <Button
                type="button"
                severity="secondary"
                text
                label={t('realname.success.overview')}
                onClick={() => go(paths.realname.path)}
              />
            </div>
          </>
        ) : (
          <div className={styles.actions}>
            <Message severity="warn" text={t('realname.success.not_yet')} />
            <Button
              type="button"
              label={t('realname.success.overview')}
              onClick={() => go(paths.realname.path)}
            />
          </div>
        ))}
    </div>
  );
}
