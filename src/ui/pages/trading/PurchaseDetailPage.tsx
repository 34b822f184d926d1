import { tradingPurchasePage } from '../../../shared/page-declaration/pages/trading/purchase';
import { useParams } from 'react-router-dom';
import { DeclaredDetailPage } from '../../components/declared-page/DeclaredDetailPage';
import { PurchaseLinesCard } from './PurchaseLinesCard';

/** /trading/purchase/details/:id: the declared fields, then the lines and rates the form keeps. */
export default function PurchaseDetailPage() {
  const { id = '' } = useParams();
  return (
    <DeclaredDetailPage
      declaration={tradingPurchasePage}
      recordTitleKey="pages_trade.record.purchase"
    >
      <PurchaseLinesCard id={id} />
    </DeclaredDetailPage>
  );
}
