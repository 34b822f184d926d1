import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { tradingPurchasePage } from '../../../shared/page-declaration/pages/trading/purchase';
import { tableRowsOf, type TableRow } from '../../../shared/form-config/table-rows';
import { useCore } from '../../core/use-core';
import { dictionaries } from '../../state/app-state';
import { DescriptionsList } from '../../components/screen/DescriptionsList';
import { SectionCard } from '../../components/screen/SectionCard';

interface Stored {
  lines: TableRow[];
  settlementCurrency: string;
  fromRate: string;
  toRate: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * What a purchase order's form keeps besides its list columns (docs/pages-trade.md): the order
 * lines in the user's order, and the settlement currency with its exchange-rate pair. Read from
 * the whole stored record, as the form reads it.
 */
export function PurchaseLinesCard({ id }: { id: string }) {
  useSignals();
  const { t, i18n } = useTranslation();
  const core = useCore();
  const [stored, setStored] = useState<Stored | null>(null);

  useEffect(() => {
    let live = true;
    core.pages.formRecord(tradingPurchasePage.id, id).then(
      (record) =>
        live &&
        record &&
        setStored({
          lines: tableRowsOf(record.lines),
          settlementCurrency: text(record.settlementCurrency),
          fromRate: text(record.fromRate),
          toRate: text(record.toRate),
        }),
      // The details above already say why the record could not be read.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [core, id]);

  if (!stored) return null;
  // The currency as the lists show it: its dictionary label in the user's language.
  const entry = dictionaries.value
    .get('CURRENCY')
    ?.find((e) => e.dicKey === stored.settlementCurrency);
  const currency =
    (entry && (i18n.language.startsWith('zh') ? entry.cnValue : entry.enValue)) ||
    stored.settlementCurrency;
  return (
    <SectionCard title={t('pages_trade.lines.title')} testId="purchase-lines">
      <DescriptionsList
        items={[
          {
            key: 'settlementCurrency',
            label: t('pages_trade.rate.settlement_currency'),
            value: currency,
          },
          {
            key: 'exchangeRate',
            label: t('pages_trade.rate.exchange_rate'),
            value: stored.fromRate && stored.toRate ? `${stored.fromRate} : ${stored.toRate}` : '',
          },
        ]}
      />
      <DataTable value={stored.lines} dataKey="key" emptyMessage={t('common.empty_data')}>
        <Column field="description" header={t('pages_trade.lines.description')} />
        <Column field="quantity" header={t('pages_trade.lines.quantity')} />
        <Column field="unitPrice" header={t('pages_trade.lines.unit_price')} />
      </DataTable>
    </SectionCard>
  );
}
