import { EXCHANGE_RATE_OPTIONS } from '../../../shared/format/exchange-rate';
import { NumberInput } from './NumberInput';

interface Props {
  id: string;
  /** The rate as text ('7.1000', '2'); '' when empty. */
  value: string;
  onChange: (text: string) => void;
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * An exchange rate: 4 decimals rounded down on blur, at least 0.0001, integers not padded. Its
 * accessible name is the caller's `<label htmlFor={id}>`.
 */
export function ExchangeRateInput(props: Props) {
  return <NumberInput {...props} options={EXCHANGE_RATE_OPTIONS} />;
}
