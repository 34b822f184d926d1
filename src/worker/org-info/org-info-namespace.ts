import { proxy } from 'comlink';
import { intentionAdd } from '../../api/endpoints/org-info/intention-add';
import { intentionAnswer } from '../../api/endpoints/org-info/intention-answer';
import { intentionApplication } from '../../api/endpoints/org-info/intention-application';
import { intentionDetail } from '../../api/endpoints/org-info/intention-detail';
import { intentionEdit } from '../../api/endpoints/org-info/intention-edit';
import { intentionList } from '../../api/endpoints/org-info/intention-list';
import { intentionPrice } from '../../api/endpoints/org-info/intention-price';
import type {
  IntentionFiguresBody,
  PriceBody,
} from '../../api/endpoints/org-info/intention-schemas';
import type { IntentionState } from '../../shared/org-info/intention-lifecycle';
import type { CoreServices } from '../core/create-core';

/**
 * Financing intentions and their pricing (docs/financing-intentions.md). Changes are direct
 * calls, not outbox commands: the supplier and the funder act on the other's latest answer, so a
 * change queued offline would be decided on a stale state; a refusal comes back to the form at
 * once. Every call is silent: the pages say what went wrong where it happened.
 */
export function orgInfoNamespace(core: Promise<CoreServices>) {
  const http = async () => (await core).http;
  return proxy({
    async list(state: IntentionState | 'ALL', pageNum: number, pageSize: number) {
      const body = { state, pageNum, pageSize };
      return (await http()).call(intentionList, { body }, { silent: true });
    },
    async detail(id: string) {
      return (await http()).call(intentionDetail, { query: { id } }, { silent: true });
    },
    async add(body: IntentionFiguresBody) {
      return (await http()).call(intentionAdd, { body }, { silent: true });
    },
    async edit(id: string, body: IntentionFiguresBody) {
      return (await http()).call(intentionEdit, { body: { ...body, id } }, { silent: true });
    },
    async price(body: PriceBody) {
      return (await http()).call(intentionPrice, { body }, { silent: true });
    },
    async answer(id: string, answer: 'ACCEPT' | 'REJECT') {
      return (await http()).call(intentionAnswer, { body: { id, answer } }, { silent: true });
    },
    /** What the finance-order application takes from an accepted intention. */
    async application(id: string) {
      return (await http()).call(intentionApplication, { query: { id } }, { silent: true });
    },
  });
}
