import { PERCENT_OPTIONS } from '../../../shared/format/exchange-rate';
import { NumberInput } from './NumberInput';

interface Props {
  id: string;
  /** The percentage as text ('12.50'); '' when empty. */
  value: string;
  onChange: (text: string) => void;
  invalid?: boolean;
  disabled?: boolean;
}

/** A percentage from 0 to 100 with 2 decimals, shown with '%' when not focused. */
export function PercentInput(props: Props) {
  return <NumberInput {...props} options={PERCENT_OPTIONS} />;
}
