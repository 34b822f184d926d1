import { orgAccountPage } from '../../../shared/page-declaration/pages/org-account';
import { DeclaredDetailPage } from '../../components/declared-page/DeclaredDetailPage';

/** /org/account/:id/detail. */
export default function AccountDetailPage() {
  return <DeclaredDetailPage declaration={orgAccountPage} />;
}
