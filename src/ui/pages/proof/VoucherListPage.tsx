import { proofVoucherPage } from '../../../shared/page-declaration/pages/proof/voucher';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';

/** /proof. */
export default function VoucherListPage() {
  return <DeclaredListPage declaration={proofVoucherPage} />;
}
