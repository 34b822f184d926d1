import { tradingPurchasePage } from '../../../shared/page-declaration/pages/trading/purchase';
import { DeclaredListPage } from '../../components/declared-page/DeclaredListPage';

/** /trading/purchase. */
export default function PurchaseListPage() {
  return <DeclaredListPage declaration={tradingPurchasePage} />;
}
