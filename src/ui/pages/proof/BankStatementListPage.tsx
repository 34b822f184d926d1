import { proofBankPage } from '../../../shared/page-declaration/pages/proof/bank';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';

/** /proof/bank. */
export default function BankStatementListPage() {
  return <DeclaredListPage declaration={proofBankPage} />;
}
