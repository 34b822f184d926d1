import { Fragment } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { Card } from 'primereact/card';
import type { SessionSnapshot } from '../../../worker/session/session-snapshot';
import { paths } from '../../../shared/routes/paths';
import { session } from '../../state/core-state';
import { languageName, timeZoneName } from './option-labels';
import styles from './UserCenter.module.css';

const linkClass = 'p-button p-button-outlined';

/** The signed-in user's principal, read-only, with the ways to change it. */
export default function ProfilePage() {
  useSignals();
  const { t } = useTranslation();
  const current = session.value;
  if (!current) return null;

  return (
    <Card title={t('user_center.profile.title')} className={styles.page}>
      <dl className={styles.details}>
        {detailRows(t, current).map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <nav className={styles.actions}>
        <Link className={linkClass} to={paths.userCenterEdit.getHref()}>
          {t('user_center.profile.edit')}
        </Link>
        <Link className={linkClass} to={paths.userCenterChangePs.getHref()}>
          {t('user_center.profile.change_password')}
        </Link>
        <Link className={linkClass} to={paths.userCenterModify.getHref()}>
          {t('user_center.profile.modify')}
        </Link>
      </nav>
    </Card>
  );
}

function detailRows(t: TFunction, snapshot: SessionSnapshot): [label: string, value: string][] {
  const { user, roles } = snapshot.principal;
  // The spec shows '-' for empty values.
  const or = (value: string) => value.trim() || t('user_center.empty');
  return [
    [t('user_center.profile.user_name'), or(user.userName || user.username)],
    [t('user_center.profile.cname'), or(user.cname)],
    [t('user_center.profile.email'), or(user.email)],
    [t('user_center.profile.company'), or(user.companyName)],
    [t('user_center.profile.company_role'), t(`user_center.company_roles.${snapshot.companyRole}`)],
    [t('user_center.profile.language'), or(languageName(t, user.language))],
    [t('user_center.profile.time_zone'), or(timeZoneName(t, snapshot.timeZone))],
    [t('user_center.profile.time_format'), or(snapshot.timeFormat)],
    [t('user_center.profile.roles'), or(roles.map((role) => role.roleCode).join(', '))],
  ];
}
