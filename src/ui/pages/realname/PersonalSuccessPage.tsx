import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { paths } from '../../../shared/routes/paths';
import record from '../../components/declared-page/RecordPage.module.css';
import { DescriptionsList } from '../../components/screen/DescriptionsList';
import { RealnameLoadState } from './RealnameLoadState';
import { useRealnameStatus } from './use-realname-status';
import styles from './RealnamePages.module.css';

/** /realname/personal-success: the stored result (name, masked number) and what comes next. */
export default function PersonalSuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { status, reload } = useRealnameStatus();
  const go = (to: string) => void navigate(to);
  const view = status.state === 'ready' ? status.view : null;
  return (
    <div className={styles.page} data-testid="realname-personal-success">
      <h1 className={record.title}>{t('realname.personal_success.title')}</h1>
      <RealnameLoadState status={status} onRetry={reload} />
      {view &&
        (view.person.verified ? (
          <>
            <Message severity="success" text={t('realname.personal_success.body')} />
            <DescriptionsList
              items={[
                {
                  key: 'personName',
                  label: t('realname.personal_success.name'),
                  value: <span translate="no">{view.person.name}</span>,
                },
                {
                  key: 'personId',
                  label: t('realname.personal_success.document'),
                  value: <span translate="no">{view.person.idNoMasked}</span>,
                },
              ]}
            />
            <p className={styles.intro}>
              {t(
                view.company.state === 'VERIFIED'
                  ? 'realname.personal_success.done'
                  : 'realname.personal_success.next_company',
              )}
            </p>
            <div className={styles.actions}>
              {view.company.state === 'VERIFIED' ? (
                <Button
                  type="button"
                  label={t('realname.personal_success.finance')}
                  onClick={() => go(paths.financeOrder.path)}
                />
              ) : (
                <Button
                  type="button"
                  label={t('realname.personal_success.start_company')}
                  onClick={() => go(paths.realname.path)}
                />
              )}
              <Button
                type="button"
                severity="secondary"
                text
                label={t('realname.personal_success.overview')}
                onClick={() => go(paths.realname.path)}
              />
            </div>
          </>
        ) : (
          <div className={styles.actions}>
            <Message severity="warn" text={t('realname.personal_success.not_yet')} />
            <Button
              type="button"
              label={t('realname.overview.start_person')}
              onClick={() => go(paths.realnameVerifyPersonal.path)}
            />
          </div>
        ))}
    </div>
  );
}
