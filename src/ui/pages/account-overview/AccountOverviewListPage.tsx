import { accountOverviewPage } from '../../../shared/page-declaration/pages/account-overview/account-overview';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';

/** /account-overview. */
export default function AccountOverviewListPage() {
  return <DeclaredListPage declaration={accountOverviewPage} />;
}
