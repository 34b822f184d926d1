import { EXCHANGE_RATE_OPTIONS } from '../../../shared/format/exchange-rate';
import { NumberInput, type NumberInputProps } from './NumberInput';

/** A number input whose options are fixed; `value` is the plain decimal text, '' when empty. */
type Props = Omit<NumberInputProps, 'options'>;

/**
 * An exchange rate: 4 decimals rounded down on blur, at least 0.0001, integers not padded. Its
 * accessible name is the caller's `<label htmlFor={id}>`.
 */
export function ExchangeRateInput(props: Props) {
  return <NumberInput {...props} options={EXCHANGE_RATE_OPTIONS} />;
}
