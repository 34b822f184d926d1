import { useEffect, useRef } from 'react';
import {
  ratePairShowsDash,
  ratesAfterCurrencies,
  sameRates,
  type RatePairCurrencies,
  type RatePairRates,
} from '../../../shared/format/exchange-rate-pair';
import { ExchangeRateInput } from './ExchangeRateInput';
import styles from './ExchangeRatePair.module.css';

interface Props extends RatePairCurrencies, RatePairRates {
  /** Ids of the two inputs are `${id}-from` and `${id}-to`. */
  id: string;
  /** The group's title ("Exchange rate"). */
  legend: string;
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
 * different clear both, and empty or equal currencies show '-' instead of the inputs. Drawn as a
 * labelled group (a fieldset and its legend), each rate labelled with its side and showing its
 * currency's code beside the input, and the pair read out below it ("1 USD = 7.1234 CNY").
 */
export function ExchangeRatePair({
  id,
  legend,
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
  const side = (suffix: 'from' | 'to', label: string, currency: string | null, value: string) => (
    <div className={styles.side}>
      <label htmlFor={`${id}-${suffix}`}>{label}</label>
      {dash ? (
        <span id={`${id}-${suffix}`} data-testid={`${id}-${suffix}-dash`}>
          -
        </span>
      ) : (
        <div className="p-inputgroup">
          <span className="p-inputgroup-addon">{currency || '-'}</span>
          <ExchangeRateInput
            id={`${id}-${suffix}`}
            value={value}
            invalid={invalid}
            disabled={disabled}
            aria={{ 'aria-invalid': invalid === true }}
            onChange={(text) =>
              onChange(suffix === 'from' ? { fromRate: text, toRate } : { fromRate, toRate: text })
            }
          />
        </div>
      )}
    </div>
  );
  return (
    <fieldset className={styles.pair} id={id} data-testid={id}>
      <legend>{legend}</legend>
      {side('from', fromLabel, fromCurrency, fromRate)}
      {side('to', toLabel, toCurrency, toRate)}
      {!dash && fromRate !== '' && toRate !== '' && (
        <small className={styles.hint} data-testid={`${id}-hint`}>
          {fromRate} {fromCurrency} = {toRate} {toCurrency}
        </small>
      )}
    </fieldset>
  );
}
