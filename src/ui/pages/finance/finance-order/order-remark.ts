import { REMARK_MAX_LENGTH } from '../../../../shared/screen/remark';
import { freeText } from '../../../../shared/validation/input/text';

// The rule the endpoints' schemas apply to a remark (order-schemas.ts: freeText(REMARK_MAX)).
const remarkRule = freeText(REMARK_MAX_LENGTH);

/**
 * True when the endpoint's schema takes the remark. The remark card counts characters as the user
 * sees them, the schema counts UTF-16 units, so 300 emoji pass the card's 500 but not the schema:
 * checked before sending, so the form can say so on the field instead of a bare "bad request".
 */
export const fitsRemarkSchema = (text: string): boolean => remarkRule.safeParse(text).success;

export const REMARK_UNITS_MAX = REMARK_MAX_LENGTH;
