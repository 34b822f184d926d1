import { intentionAnswer } from '../../../src/api/endpoints/org-info/intention-answer';
import { intentionPrice } from '../../../src/api/endpoints/org-info/intention-price';
import { utcDay } from '../../../src/shared/org-info/intention-lifecycle';
import { priceProblems } from '../../../src/shared/org-info/intention-rules';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { problemsRefused, unknownIntention } from '../../org-info/intention-refusals';
import { actorOf, intentionForStep } from '../../org-info/intention-step';
import { findIntention } from '../../org-info/intention-store';

/** The funder's price and the supplier's answer to it. */
export function registerIntentionPricing(api: ApiMount): void {
  route(
    api,
    intentionPrice,
    async ({ db, user, body, lang }) => {
      const today = utcDay();
      await intentionForStep(db, user, body.id, 'price', today, lang);
      const floating = body.rateType === 'FLOATING' ? body : null;
      const fixed = body.rateType === 'FIXED' ? body : null;
      const problems = priceProblems(
        {
          rateType: body.rateType,
          fixedRate: fixed?.fixedRate ?? '',
          baseRateType: floating?.baseRateType ?? '',
          direction: floating?.direction ?? '',
          spread: floating?.spread ?? '',
          validUntil: body.validUntil,
        },
        today,
      );
      if (Object.keys(problems).length > 0) throw problemsRefused(problems, lang);
      await db.query(
        `UPDATE financing_intentions SET state = 'PRICED', funder_company_id = $2, rate_type = $3,
           fixed_rate = $4::numeric, base_rate_type = $5, direction = $6, spread = $7::numeric,
           valid_until = $8::date, priced_by = $9, priced_at = now(), answered_by = NULL,
           answered_at = NULL, updated_at = now()
         WHERE id = $1`,
        [
          body.id,
          user.companyId,
          body.rateType,
          fixed?.fixedRate ?? null,
          floating?.baseRateType ?? null,
          floating?.direction ?? null,
          floating?.spread ?? null,
          body.validUntil,
          user.id,
        ],
      );
      const saved = await findIntention(db, user, actorOf(user), body.id, lang);
      if (!saved) throw unknownIntention(body.id, lang);
      return saved.view(today);
    },
    { command: true },
  );
  route(
    api,
    intentionAnswer,
    async ({ db, user, body, lang }) => {
      const today = utcDay();
      const action = body.answer === 'ACCEPT' ? 'accept' : 'reject';
      await intentionForStep(db, user, body.id, action, today, lang);
      await db.query(
        `UPDATE financing_intentions SET state = $2, answered_by = $3, answered_at = now(),
           updated_at = now()
         WHERE id = $1`,
        [body.id, action === 'accept' ? 'ACCEPTED' : 'REJECTED', user.id],
      );
      const saved = await findIntention(db, user, actorOf(user), body.id, lang);
      if (!saved) throw unknownIntention(body.id, lang);
      return saved.view(today);
    },
    { command: true },
  );
}
