import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/format/date';
import { paths } from '../../../shared/routes/paths';
import { useCellContext } from '../../components/search-list/use-cell-context';

/**
 * The company's real-name verification on its profile: verified with its date, or not verified
 * with the way to /realname (a new company, or one whose approved rename re-opened it,
 * docs/realname.md#re-verification).
 */
export function VerificationState({ verifiedAt }: { verifiedAt: string | null }) {
  const { t } = useTranslation();
  const { timeZone, timeFormat } = useCellContext();
  if (verifiedAt) {
    return (
      <span data-testid="company-verification" data-verified="true">
        <Tag severity="success" value={t('company.detail.verified')} />{' '}
        {formatDate(verifiedAt, { timeZone, format: timeFormat })}
      </span>
    );
  }
  return (
    <span data-testid="company-verification" data-verified="false">
      <Tag severity="warning" value={t('company.detail.not_verified')} />{' '}
      <Link to={paths.realname.path}>{t('company.detail.verify')}</Link>
    </span>
  );
}
