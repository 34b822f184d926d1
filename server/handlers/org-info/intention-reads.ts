import { intentionDetail } from '../../../src/api/endpoints/org-info/intention-detail';
import { intentionList } from '../../../src/api/endpoints/org-info/intention-list';
import { utcDay } from '../../../src/shared/org-info/intention-lifecycle';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { unknownIntention } from '../../org-info/intention-refusals';
import { actorOf } from '../../org-info/intention-step';
import { findIntention, listIntentions } from '../../org-info/intention-store';

/** The list of /org/info and one intention (the edit form and the pricing dialog). */
export function registerIntentionReads(api: ApiMount): void {
  route(api, intentionList, async ({ db, user, body, lang }) => {
    const today = utcDay();
    const page = await listIntentions(db, user, actorOf(user), body, lang);
    return {
      pageNum: body.pageNum,
      pageSize: body.pageSize,
      total: page.total,
      today,
      list: page.rows.map((r) => r.view(today)),
    };
  });
  route(api, intentionDetail, async ({ db, user, query, lang }) => {
    const found = await findIntention(db, user, actorOf(user), query.id, lang);
    if (!found) throw unknownIntention(query.id, lang);
    const today = utcDay();
    return { ...found.view(today), today };
  });
}
