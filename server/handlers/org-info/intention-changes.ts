import { intentionAdd } from '../../../src/api/endpoints/org-info/intention-add';
import { intentionEdit } from '../../../src/api/endpoints/org-info/intention-edit';
import { intentionStepRefusal, utcDay } from '../../../src/shared/org-info/intention-lifecycle';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { resolveFigures } from '../../org-info/intention-figures';
import { stepRefused, unknownIntention } from '../../org-info/intention-refusals';
import { actorOf, intentionForStep } from '../../org-info/intention-step';
import { findIntention } from '../../org-info/intention-store';

/** The supplier's add and edit (authorities org.info.create / org.info.edit, by the gate). */
export function registerIntentionChanges(api: ApiMount): void {
  route(
    api,
    intentionAdd,
    async ({ db, user, body, lang }) => {
      const actor = actorOf(user);
      const refusal = intentionStepRefusal('create', actor, 'NEW');
      if (refusal) {
        throw stepRefused(
          refusal,
          { id: '-', state: 'PENDING_PRICING', validUntil: null },
          'create',
          lang,
        );
      }
      const figures = await resolveFigures(db, user, body, lang);
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO financing_intentions
           (id, supplier_company_id, buyer_company_id, product_id, currency, amount, tenor_days,
            state, created_by)
         VALUES ('FI' || lpad(nextval('financing_intention_seq')::text, 6, '0'),
                 $1, $2, $3, $4, $5::numeric, $6, 'PENDING_PRICING', $7)
         RETURNING id`,
        [
          user.companyId,
          figures.buyerCompanyId,
          figures.productId,
          figures.currency,
          figures.amount,
          figures.tenorDays,
          user.id,
        ],
      );
      const id = rows[0]?.id ?? '';
      const created = await findIntention(db, user, actor, id, lang);
      if (!created) throw unknownIntention(id, lang);
      return created.view(utcDay());
    },
    { command: true },
  );
  route(
    api,
    intentionEdit,
    async ({ db, user, body, lang }) => {
      const today = utcDay();
      await intentionForStep(db, user, body.id, 'edit', today, lang);
      const figures = await resolveFigures(db, user, body, lang);
      // New figures void any price: the funder priced other figures (docs/financing-intentions.md).
      await db.query(
        `UPDATE financing_intentions SET buyer_company_id = $2, product_id = $3, currency = $4,
           amount = $5::numeric, tenor_days = $6, state = 'PENDING_PRICING',
           funder_company_id = NULL, rate_type = NULL, fixed_rate = NULL, base_rate_type = NULL,
           direction = NULL, spread = NULL, valid_until = NULL, priced_by = NULL,
           priced_at = NULL, answered_by = NULL, answered_at = NULL, updated_at = now()
         WHERE id = $1`,
        [
          body.id,
          figures.buyerCompanyId,
          figures.productId,
          figures.currency,
          figures.amount,
          figures.tenorDays,
        ],
      );
      const saved = await findIntention(db, user, actorOf(user), body.id, lang);
      if (!saved) throw unknownIntention(body.id, lang);
      return saved.view(today);
    },
    { command: true },
  );
}
