import { declaredLists } from '../../../src/api/endpoints/pages/declared-lists';
import { recordAction } from '../../../src/api/endpoints/pages/record-action';
import { ResultCode } from '../../../src/api/contract/envelope';
import {
  isDeletableRecord,
  STATUS_FIELD,
} from '../../../src/shared/page-declaration/record-deletion';
import { BusinessError } from '../../http/business-error';
import { route } from '../../http/route';
import type { ApiMount } from '../../http/server-context';
import { requirePageAuthority } from '../../auth/page-access';
import { lockRecord, recordEvent } from './record-store';
import type { SessionUser } from '../../auth/authenticate';
import type { Db } from '../../db/db';
import { FINANCE_ORDER_PAGE } from '../../finance-order/order-record';
import { revokeOrder } from '../../finance-order/order-revocation';

/**
 * Record actions that are a step of a record's own life: the page's button, the step's code path
 * (its checks, timeline and side effects), never a bare field change beside it.
 */
const DELEGATED: Readonly<
  Record<string, (db: Db, id: string, user: SessionUser) => Promise<unknown>>
> = {
  [`${FINANCE_ORDER_PAGE}/withdraw`]: revokeOrder,
};

/**
 * The record command of every declared page: the action must be declared with a `record` effect
 * and one of its authorities held; a record money has moved against is never deleted
 * (record-deletion.ts); the record's state before is kept in page_record_events.
 */
export function registerRecordAction(api: ApiMount): void {
  const byId = new Map(declaredLists.map((l) => [l.declaration.id, l.declaration]));
  route(
    api,
    recordAction,
    async ({ db, user, body }) => {
      const declaration = byId.get(body.pageId);
      const action = declaration?.actions.find((a) => a.id === body.action && a.record);
      if (!declaration || !action?.record) {
        throw BusinessError.badRequest('unknownRecordAction', {
          pageId: body.pageId,
          action: body.action,
        });
      }
      await requirePageAuthority(db, user, declaration, action.authorities);
      const delegate = DELEGATED[`${body.pageId}/${body.action}`];
      if (delegate) {
        await delegate(db, body.id, user);
        return { pageId: body.pageId, id: body.id, deleted: false };
      }
      const key = { pageId: body.pageId, companyId: user.companyId, id: body.id };
      const before = await lockRecord<Record<string, unknown>>(db, key);
      const when = 'onlyWhen' in action.record ? action.record.onlyWhen : undefined;
      if (when && !when.values.includes(String(before[when.field]))) {
        throw BusinessError.badRequest('recordNotEditable', {
          id: body.id,
          status: String(before[when.field]),
        });
      }
      if ('delete' in action.record && !isDeletableRecord(before)) {
        throw new BusinessError(ResultCode.badRequest, 'recordNotDeletable', () => ({
          id: body.id,
          status: String(before[STATUS_FIELD]),
        }));
      }
      await recordEvent(db, key, body.action, before, user.id);
      const deleted = 'delete' in action.record;
      if ('delete' in action.record) {
        await db.query(
          'DELETE FROM page_records WHERE page_id = $1 AND company_id = $2 AND id = $3',
          [key.pageId, key.companyId, key.id],
        );
      } else {
        const { set, today } = action.record;
        await db.query(
          `UPDATE page_records
           SET data = data || $4::jsonb
                      || CASE WHEN $5::text IS NULL THEN '{}'::jsonb
                              ELSE jsonb_build_object($5::text, to_char(current_date, 'YYYY-MM-DD')) END,
               updated_at = now()
           WHERE page_id = $1 AND company_id = $2 AND id = $3`,
          [key.pageId, key.companyId, key.id, JSON.stringify(set), today ?? null],
        );
      }
      return { pageId: body.pageId, id: body.id, deleted };
    },
    { command: true },
  );
}
