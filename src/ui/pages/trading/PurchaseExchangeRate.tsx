import { useTranslation } from 'react-i18next';
import type { CustomFieldProps } from '../../components/config-form/ConfigForm';
import { ExchangeRatePair } from '../../components/inputs/ExchangeRatePair';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The purchase order's exchange-rate pair (spec 001 §4), drawn on its configured `fromRate`
 * field as the labelled group "Exchange rate": the order's currency against its settlement
 * currency, `fromRate` and `toRate` being the two sides. The pair follows the currencies: the
 * same one gives 1 and 1 (shown as '-'), an emptied or newly different one clears both.
 */
export function PurchaseExchangeRate({
  label,
  values,
  editable,
  invalid,
  onChangeField,
}: CustomFieldProps) {
  const { t } = useTranslation();
  const from = text(values.currency);
  const to = text(values.settlementCurrency);
  return (
    <ExchangeRatePair
      id="purchase-rate"
      legend={label}
      fromCurrency={from || null}
      toCurrency={to || null}
      fromRate={text(values.fromRate)}
      toRate={text(values.toRate)}
      fromLabel={`${t('pages_trade.rate.order_currency')} · ${t('screen.form.rate')}`}
      toLabel={`${t('pages_trade.rate.settlement_currency')} · ${t('screen.form.rate')}`}
      invalid={invalid}
      disabled={!editable}
      onChange={({ fromRate, toRate }) => {
        onChangeField('fromRate', fromRate);
        onChangeField('toRate', toRate);
      }}
    />
  );
}
