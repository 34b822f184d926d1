import { useEffect, useRef } from 'react';
import {
  ratePairShowsDash,
  ratesAfterCurrencies,
  sameRates,
  type RatePairCurrencies,
  type RatePairRates,
} from '../../../shared/format/exchange-rate-pair';
import { ExchangeRateInput } from './ExchangeRateInput';

interface Props extends RatePairCurrencies, RatePairRates {
  /** Ids of the two inputs are `${id}-from` and `${id}-to`. */
  id: string;
  /** Translated labels of the two rates. */
  fromLabel: string;
  toLabel: string;
  onChange: (rates: RatePairRates) => void;
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * The exchange-rate pair (spec 001 §4). The currencies belong to the form; this follows them:
 * the same currency sets both rates to 1, an emptied currency or equal currencies becoming
 * different clear both, and empty or equal currencies show '-' instead of the inputs.
 */
export function ExchangeRatePair({
  id,
  fromCurrency,
  toCurrency,
  fromRate,
  toRate,
  fromLabel,
  toLabel,
  onChange,
  invalid,
  disabled,
}: Props) {
  // The currencies last applied, so a change is judged against where it came from; the first
  // run compares them with themselves, which still sets equal currencies to 1.
  const applied = useRef<RatePairCurrencies>({ fromCurrency, toCurrency });
  const latest = useRef({ rates: { fromRate, toRate }, onChange });
  useEffect(() => {
    latest.current = { rates: { fromRate, toRate }, onChange };
  });

  useEffect(() => {
    const next = { fromCurrency, toCurrency };
    const { rates, onChange: report } = latest.current;
    const after = ratesAfterCurrencies(applied.current, next, rates);
    applied.current = next;
    if (!sameRates(after, rates)) report(after);
  }, [fromCurrency, toCurrency]);

  const dash = ratePairShowsDash({ fromCurrency, toCurrency });
  const side = (suffix: 'from' | 'to', label: string, value: string) => (
    <span className="exchange-rate-side">
      <label htmlFor={`${id}-${suffix}`}>{label}</label>
      {dash ? (
        <span id={`${id}-${suffix}`} data-testid={`${id}-${suffix}-dash`}>
          -
        </span>
      ) : (
        <ExchangeRateInput
          id={`${id}-${suffix}`}
          value={value}
          invalid={invalid}
          disabled={disabled}
          onChange={(text) =>
            onChange(suffix === 'from' ? { fromRate: text, toRate } : { fromRate, toRate: text })
          }
        />
      )}
    </span>
  );
  return (
    <span className="exchange-rate-pair" id={id}>
      {side('from', fromLabel, fromRate)}
      {side('to', toLabel, toRate)}
    </span>
  );
}
