import { z } from 'zod';
import { COMPANY_NAME_MAX } from '../../../shared/company-edit/normalise';
import { identifier } from '../../../shared/validation/input/text';
import { defineEndpoint } from '../../contract/endpoint';
import { COMPANY_BASE } from './company-edit-base';

/**
 * The answer of a check as the user types: `problem` is a code the form translates under the
 * field (spec 000 §5: these errors are not shown as notices). `taken` names no company: telling
 * which company holds a name would leak the directory.
 */
export const checkAnswer = z.object({
  valid: z.boolean(),
  problem: z.enum(['required', 'tooShort', 'tooLong', 'format', 'checksum', 'taken']).nullable(),
  /** The value as it would be stored (normalised). */
  normalised: z.string(),
});
export type CheckAnswer = z.infer<typeof checkAnswer>;

export const checkCompNameBody = z.object({
  /** The local or the English name: both must be unique among other companies. */
  compName: identifier(COMPANY_NAME_MAX * 2),
});

/** POST checkCompName: is this name free for the caller's company? Its own name is. */
export const checkCompName = defineEndpoint({
  id: 'companyEdit.checkCompName',
  method: 'POST',
  path: `${COMPANY_BASE}/clientend/company/checkCompName`,
  body: checkCompNameBody,
  data: checkAnswer,
});

export const checkBizRegNoBody = z.object({
  bizRegNo: identifier(80),
  /** The country the number is registered in: it decides the format (China: the USCC). */
  countryCode: identifier(3).regex(/^\d{3}$/),
});

/** POST checkBizRegNo: format (and China's check character) and not another company's number. */
export const checkBizRegNo = defineEndpoint({
  id: 'companyEdit.checkBizRegNo',
  method: 'POST',
  path: `${COMPANY_BASE}/clientend/company/checkBizRegNo`,
  body: checkBizRegNoBody,
  data: checkAnswer,
});
