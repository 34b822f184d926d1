import { tradingPurchasePage } from '../../../shared/page-declaration/pages/trading/purchase';
import { DeclaredDetailPage } from '../../components/declared-page/DeclaredDetailPage';

/** /trading/purchase/details/:id. */
export default function PurchaseDetailPage() {
  return <DeclaredDetailPage declaration={tradingPurchasePage} />;
}
