import { useTranslation } from 'react-i18next';
import { Tag } from 'primereact/tag';
import {
  accountDisplayStatus,
  accountTagStatus,
} from '../../../shared/bank-account/account-status';

const SEVERITY = { ENABLE: 'success', DISABLE: 'danger', PENDING_ACTIVATE: 'warning' } as const;

/**
 * An account's status tag: Enabled, Disabled or the derived Pending activate, with the
 * politically-exposed-person tooltip its tag status (ACTIVE or INACTIVE) picks (spec 001 §3).
 */
export function AccountStatusTag({ status, canEnable }: { status: string; canEnable: boolean }) {
  const { t } = useTranslation();
  const shown = accountDisplayStatus({ status, canEnable });
  const tip = t(`bank_account.pep_tip.${accountTagStatus(shown)}`);
  return (
    <Tag
      value={t(`bank_account.status.${shown}`)}
      severity={SEVERITY[shown]}
      title={tip}
      aria-label={`${t(`bank_account.status.${shown}`)}: ${tip}`}
      data-status={shown}
    />
  );
}
