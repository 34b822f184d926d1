import { contractInfoPage } from '../../../shared/page-declaration/pages/contract/info';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';

/** /contract/info. */
export default function ContractInfoListPage() {
  return <DeclaredListPage declaration={contractInfoPage} />;
}
