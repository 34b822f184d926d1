import { PERCENT_OPTIONS } from '../../../shared/format/exchange-rate';
import { NumberInput, type NumberInputProps } from './NumberInput';

/** A number input whose options are fixed; `value` is the plain decimal text, '' when empty. */
type Props = Omit<NumberInputProps, 'options'>;

/** A percentage from 0 to 100 with 2 decimals, shown with '%' when not focused. */
export function PercentInput(props: Props) {
  return <NumberInput {...props} options={PERCENT_OPTIONS} />;
}
