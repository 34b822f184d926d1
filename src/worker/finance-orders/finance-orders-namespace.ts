import { proxy, transfer } from 'comlink';
import { contractPreview } from '../../api/endpoints/finance-order/contract-preview';
import { financeOrderAttachments } from '../../api/endpoints/finance-order/detail-attachment';
import { financeOrderAttachmentsForEdit } from '../../api/endpoints/finance-order/detail-attachment-for-edit';
import { financeOrderDetailForEdit } from '../../api/endpoints/finance-order/detail-for-edit';
import { financeOrderDetail } from '../../api/endpoints/finance-order/order-detail';
import type {
  ApplicationInput,
  FinanceOrder,
} from '../../api/endpoints/finance-order/order-schemas';
import type { SavedFile } from '../../shared/upload/saved-file';
import type { CoreServices } from '../core/create-core';
import { confirmationCalls } from './confirmation-calls';
import { pickerCalls } from './picker-calls';

/** What the contract preview is made from: a saved order, or the application being filled in. */
export type PreviewSource = { id: string } | Omit<ApplicationInput, 'submit'>;

/**
 * The finance order pages' reads (docs/finance-order-pages.md). Every change is an outbox command
 * ('financeOrder.*', order-commands.ts) issued through `commands`; only reads and the contract
 * preview are direct calls here. Reads are silent: the pages show their own failure in place.
 */
export function financeOrdersNamespace(core: Promise<CoreServices>) {
  return proxy({
    async detail(id: string): Promise<FinanceOrder> {
      return (await core).http.call(financeOrderDetail, { query: { id } }, { silent: true });
    },
    /** The order as the edit and update forms resume it (its supplier only). */
    async detailForEdit(id: string): Promise<FinanceOrder> {
      const c = await core;
      return c.http.call(financeOrderDetailForEdit, { query: { id } }, { silent: true });
    },
    async attachments(id: string) {
      const c = await core;
      return c.http.call(financeOrderAttachments, { body: { id } }, { silent: true });
    },
    async attachmentsForEdit(id: string) {
      const c = await core;
      return c.http.call(financeOrderAttachmentsForEdit, { params: { id } }, { silent: true });
    },
    /** The financing contract as a PDF; its bytes are transferred, not copied. */
    async contractPreview(source: PreviewSource): Promise<SavedFile> {
      const c = await core;
      const file = await c.http.download(contractPreview, { body: source });
      const saved: SavedFile = {
        fileName: file.fileName,
        mimeType: file.mimeType,
        bytes: file.buffer,
      };
      return transfer(saved, [saved.bytes]);
    },
    ...confirmationCalls(core),
    ...pickerCalls(core),
  });
}
