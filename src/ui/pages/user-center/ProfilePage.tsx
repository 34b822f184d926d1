import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { SessionSnapshot } from '../../../worker/session/session-snapshot';
import { paths } from '../../../shared/routes/paths';
import record from '../../components/declared-page/RecordPage.module.css';
import { DescriptionsList, type DescriptionItem } from '../../components/screen/DescriptionsList';
import { SectionCard } from '../../components/screen/SectionCard';
import { codeLabel } from '../../i18n/code-label';
import { session } from '../../state/core-state';
import { languageName, timeZoneName } from './option-labels';
import styles from './UserCenter.module.css';

const linkClass = 'p-button p-button-outlined p-button-sm';

/** The signed-in user's principal, read-only, with the ways to change it. */
export default function ProfilePage() {
  useSignals();
  const { t } = useTranslation();
  const current = session.value;
  if (!current) return null;

  return (
    <div className={record.stack} data-testid="profile">
      <div className={styles.head}>
        <h1 className={record.title}>{t('user_center.profile.title')}</h1>
        <nav className={styles.links} aria-label={t('user_center.profile.title')}>
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
      </div>
      <SectionCard title={t('user_center.profile.section_account')}>
        <DescriptionsList items={accountItems(t, current)} columns={3} />
      </SectionCard>
      <SectionCard title={t('user_center.edit.section_region')}>
        <DescriptionsList items={regionItems(t, current)} columns={3} />
      </SectionCard>
    </div>
  );
}

/** Names as people and companies typed them: not translated (spec data, docs/accessibility.md). */
const data = (value: string) => (value.trim() ? <span translate="no">{value}</span> : null);

function accountItems(t: TFunction, snapshot: SessionSnapshot): DescriptionItem[] {
  const { user, roles } = snapshot.principal;
  return [
    {
      key: 'userName',
      label: t('user_center.profile.user_name'),
      value: data(user.userName || user.username),
    },
    { key: 'cname', label: t('user_center.profile.cname'), value: data(user.cname) },
    { key: 'email', label: t('user_center.profile.email'), value: user.email.trim() },
    { key: 'company', label: t('user_center.profile.company'), value: data(user.companyName) },
    {
      key: 'companyRole',
      label: t('user_center.profile.company_role'),
      value: t(`user_center.company_roles.${snapshot.companyRole}`),
    },
    {
      key: 'roles',
      label: t('user_center.profile.roles'),
      value: roles.map((role) => codeLabel(t, 'role', role.roleCode)).join(', '),
    },
  ];
}

function regionItems(t: TFunction, snapshot: SessionSnapshot): DescriptionItem[] {
  return [
    {
      key: 'language',
      label: t('user_center.profile.language'),
      value: languageName(t, snapshot.principal.user.language),
    },
    {
      key: 'timeZone',
      label: t('user_center.profile.time_zone'),
      value: timeZoneName(t, snapshot.timeZone),
    },
    { key: 'timeFormat', label: t('user_center.profile.time_format'), value: snapshot.timeFormat },
  ];
}
