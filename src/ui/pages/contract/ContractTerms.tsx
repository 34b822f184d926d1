import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../shared/format/date';
import { formatMoney } from '../../../shared/format/money';
import { DescriptionsList, type DescriptionItem } from '../../components/screen/DescriptionsList';
import { dictLabel } from '../../components/search-list/cell-text';
import { useCellContext } from '../../components/search-list/use-cell-context';

type Rec = Readonly<Record<string, unknown>>;

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** What the signer agrees to, as stored: number, parties, product, limit and dates. */
export function ContractTerms({ contract }: { contract: Rec }) {
  const { t } = useTranslation();
  const cells = useCellContext();
  const currency = text(contract.currency);
  const date = (key: string) => formatCalendarDate(text(contract[key]), cells.timeFormat);
  const items: DescriptionItem[] = [
    { key: 'contractNo', label: t('pages.col.contract_no'), value: text(contract.contractNo) },
    {
      key: 'contractName',
      label: t('pages.col.contract_name'),
      value: text(contract.contractName),
    },
    {
      key: 'counterpartyName',
      label: t('pages_trade.col.counterparty_name'),
      value: text(contract.counterpartyName),
    },
    { key: 'productName', label: t('pages.col.product_name'), value: text(contract.productName) },
    { key: 'funderName', label: t('pages.col.funder_name'), value: text(contract.funderName) },
    { key: 'currency', label: t('pages.col.currency'), value: currency },
    {
      key: 'facilityLimit',
      label: t('pages_trade.col.facility_limit'),
      value: `${currency} ${formatMoney(text(contract.facilityLimit), currency)}`,
    },
    {
      key: 'signStatus',
      label: t('pages_trade.col.sign_status'),
      value: dictLabel(cells, 'CONTRACT_SIGN_STATUS', text(contract.signStatus)),
    },
    { key: 'expiryDate', label: t('pages_trade.col.expiry_date'), value: date('expiryDate') },
  ];
  return <DescriptionsList items={items} columns={3} testId="contract-terms" />;
}
