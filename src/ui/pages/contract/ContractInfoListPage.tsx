import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signRefusal } from '../../../shared/contract/signing-rule';
import { contractInfoPage } from '../../../shared/page-declaration/pages/contract/info';
import type { ActionHandler } from '../../components/search-list/ActionBar';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';
import { showToast } from '../../feedback/toast';
import { SignContractDialog } from './SignContractDialog';

/** A signing waiting for the user: which contract, and how the list's action ends. */
interface PendingSign {
  id: string;
  settle: (signed: boolean) => void;
}

/**
 * /contract/info. Sign off opens the signing dialog for exactly one contract the shared rule
 * lets be signed; the action (and its button's loading) lasts until the dialog closes, and the
 * list refreshes only after a signature.
 */
export default function ContractInfoListPage() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<PendingSign | null>(null);

  const handlers = useMemo(
    () =>
      ({
        signOff: async (rows) => {
          const [row] = rows;
          if (rows.length !== 1 || !row) {
            showToast({
              severity: 'warn',
              summary: t('contract_sign.refused_summary'),
              detail: t('contract_sign.select_one', { count: rows.length }),
            });
            return false;
          }
          const refusal = signRefusal(row);
          if (refusal) {
            showToast({
              severity: 'warn',
              summary: t('contract_sign.refused_summary'),
              detail:
                refusal === 'alreadySigned'
                  ? t('contract_sign.error.already_signed')
                  : t('contract_sign.error.not_signable'),
            });
            return false;
          }
          return new Promise<boolean>((settle) =>
            setPending({ id: String(row[contractInfoPage.rowKey]), settle }),
          );
        },
      }) satisfies Record<string, ActionHandler>,
    [t],
  );

  return (
    <>
      <DeclaredListPage declaration={contractInfoPage} handlers={handlers} />
      {pending && (
        <SignContractDialog
          contractId={pending.id}
          onClose={(signed) => {
            pending.settle(signed);
            setPending(null);
          }}
        />
      )}
    </>
  );
}
