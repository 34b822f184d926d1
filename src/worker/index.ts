import { expose, proxy, transfer } from 'comlink';
import type { FormConfig } from '../shared/form-config/field-config';
import { accountFormConfig, type AccountFormMode } from '../api/endpoints/org/account-form-config';
import { registerErrorTransfer } from '../shared/errors/transfer';
import type { CoreEventListener, StorageState } from '../shared/events';
import { createEventHub } from './core/event-hub';
import { createCancellation } from './core/cancellation';
import { createCore, type PageContext } from './core/create-core';
import { validateCommand } from './commands/validate-command';
import type { CommandPayload, CommandType } from './commands/command-types';
import type { SessionSnapshot } from './session/session-snapshot';
import type { OutboxRecord } from '../db/records';
import type { AnalyticsDetails } from './analytics/analytics-event';
import type { TrackedActionType } from './analytics/create-analytics';
import type { AnalyticsBeacon } from '../shared/analytics/beacon-types';
import { loadServerTranslations } from './translations/load-server-translations';
import { previewTokenVerify } from '../api/endpoints/session/preview-token';
import { preferenceDetail } from '../api/endpoints/preferences/preference-detail';
import type { ReceivablesApi } from '../shared/receivables/receivables-api';
import type { DatasetId } from '../shared/receivables/datasets';
import { createCoreReceivables } from './receivables/core-receivables';
import { queryPage } from './pages/query-page';
import {
  recordDetail,
  recordFormConfig,
  type RecordFormMode,
} from '../api/endpoints/pages/record-form';
import { queryRecord } from './pages/query-record';
import { queryOptions } from './pages/query-options';
import { uploadAttachment } from './uploads/upload-attachment';
import { attachmentUrlOf } from './uploads/attachment-url';
import { downloadImportTemplate } from './uploads/import-template';
import { recordAttachmentsOf } from './uploads/record-attachments';
import type { AttachmentUploadData } from '../api/endpoints/uploads/attachment-upload';
import type { RecordAttachment } from '../api/endpoints/uploads/record-attachments';
import type { ImportPageId } from '../shared/upload/import-pages';
import type { SavedFile } from '../shared/upload/saved-file';
import { searchAreas } from './search/search-areas';
import { searchBanks } from './search/search-banks';
import { searchCompanies } from './search/search-companies';
import { searchContractTemplates } from './search/search-contract-templates';
import { searchProducts } from './search/search-products';
import { contractsNamespace } from './contracts/contracts-namespace';
import { financeOrdersNamespace } from './finance-orders/finance-orders-namespace';
import { calendarNamespace } from './calendar/calendar-namespace';
import { bankAccountsNamespace } from './bank-accounts/bank-accounts-namespace';
import { approvalsNamespace } from './approvals/approvals-namespace';
import { ocrNamespace } from './ocr/ocr-namespace';
import { dashboardsNamespace } from './dashboards/dashboards-namespace';
import { cashflowNamespace } from './cashflow/cashflow-namespace';
import { homeNamespace } from './home/home-namespace';
import { companyProfileNamespace } from './company-profile/company-profile-namespace';
import { companyEditNamespace } from './company-edit/company-edit-namespace';
import { realnameNamespace } from './realname/realname-namespace';
import { orgInfoNamespace } from './org-info/org-info-namespace';
import { passwordResetNamespace } from './password-reset/password-reset-namespace';
import type { SearchRole } from '../api/endpoints/company/company-simple-search';
import type { ListState } from '../shared/page-declaration/list-state';
import type { ExportedFile, ExportProgress, ExportRequest } from '../shared/export/export-request';
import { exportRows } from './export/export-rows';
import { startWorkerDeflater } from './export/worker-deflater';
import type { PageQueryResult } from '../shared/page-declaration/page-result';
import type {
  DatasetStatus,
  OptionCountView,
  ViewFilter,
  ViewQuery,
  ViewWindow,
} from '../shared/receivables/view-types';

registerErrorTransfer();

const events = createEventHub();
const cancellation = createCancellation();
const core = createCore(events);
// A failed start is reported to the UI by ready(); this keeps it from being an unhandled rejection.
core.catch(() => undefined);
const receivables = core.then((c) => createCoreReceivables(c, events));
receivables.catch(() => undefined);

const api = {
  ping: (): 'pong' => 'pong',

  /** Resolves once configuration, storage and the session are loaded; rejects with why not. */
  async ready(): Promise<void> {
    await core;
  },

  /** The one push channel; answers with the current state so nothing is missed. */
  async subscribe(listener: CoreEventListener): Promise<{
    storage: StorageState;
    session: SessionSnapshot | null;
    analytics: AnalyticsBeacon;
  }> {
    events.subscribe(listener);
    const c = await core;
    return {
      storage: c.storageState,
      session: c.session.snapshot(),
      analytics: c.analytics.beacon(),
    };
  },
  unsubscribe(): void {
    events.unsubscribe();
  },

  /** Aborts the long call started with this id. */
  cancel(callId: string): void {
    cancellation.cancel(callId);
  },

  // proxy() marks each namespace so Comlink's types see its methods as remote calls.
  session: proxy({
    async login(username: string, password: string): Promise<SessionSnapshot> {
      const c = await core;
      const snapshot = await c.session.login(username, password);
      c.restartSender();
      return snapshot;
    },
    async logout(): Promise<void> {
      const c = await core;
      c.sender.stop();
      await c.session.logout();
    },
    async current(): Promise<SessionSnapshot | null> {
      return (await core).session.snapshot();
    },
    async changePassword(oldPassword: string, newPassword: string): Promise<void> {
      await (await core).session.changePassword(oldPassword, newPassword);
    },
    /** Signs in with the token of a guidance link. */
    async adoptToken(token: string): Promise<SessionSnapshot | null> {
      const c = await core;
      const snapshot = await c.session.adoptToken(token);
      if (snapshot) c.restartSender();
      return snapshot;
    },
    /** Whether an exhibition or notice token is one the server knows and has not expired. */
    async verifyPreview(token: string): Promise<boolean> {
      const c = await core;
      const answer = await c.http.call(previewTokenVerify, { query: { token } }, { silent: true });
      return answer.valid;
    },
    /** The company roles the user may act as (the header's role switcher). */
    async choices() {
      return (await core).session.choices();
    },
    async switchRole(role: string): Promise<SessionSnapshot> {
      return (await core).session.switchRole(role);
    },
    /** Re-runs the six bootstrap calls; cancellable, with progress per call. */
    async refresh(
      callId: string,
      onProgress: (done: number, total: number) => void,
    ): Promise<SessionSnapshot> {
      const c = await core;
      return cancellation.run(callId, (signal) => c.session.refresh(signal, onProgress));
    },
  }),

  settings: proxy({
    async setLanguage(language: string): Promise<void> {
      await (await core).setLanguage(language);
    },
    async setPage(page: PageContext): Promise<void> {
      (await core).setPage(page);
    },
  }),

  commands: proxy({
    /** Resolves once the command is durably in the outbox: that is when the UI may say "saved". */
    async issue<T extends CommandType>(
      type: T,
      payload: CommandPayload<T>,
    ): Promise<{ id: string; seq: number }> {
      const c = await core;
      return c.sender.append(type, validateCommand(type, payload));
    },
    async get(id: string): Promise<OutboxRecord | undefined> {
      return (await core).storage.outbox.get(id);
    },
    /** Pending and failed commands, for the UI's outbox view; applied ones are history. */
    async open(): Promise<OutboxRecord[]> {
      const all = await (await core).storage.outbox.list();
      return all.filter(
        (r) => r.status === 'pending' || r.status === 'sent' || r.status === 'failed',
      );
    },
    async retry(id: string, payload?: unknown): Promise<{ id: string; seq: number }> {
      const c = await core;
      return c.sender.retryFailed(id, payload === undefined ? undefined : { payload });
    },
    async discard(id: string): Promise<void> {
      await (await core).sender.discardFailed(id);
    },
    async flush(): Promise<void> {
      await (await core).sender.flush();
    },
  }),

  translations: proxy({
    /** The server's texts for a language, merged by the UI over its bundled ones. */
    async load(language: string): Promise<Record<string, string>> {
      return loadServerTranslations((await core).http, language);
    },
  }),

  analytics: proxy({
    /** Once before the first navigate: workers have no `screen`. */
    async setScreenSize(size: string): Promise<void> {
      (await core).analytics.setScreenSize(size);
    },
    /** After every navigation; the first opens the usage session. */
    async navigate(url: string, at?: number): Promise<void> {
      await (await core).analytics.navigate(url, at);
    },
    async track(type: TrackedActionType, details?: AnalyticsDetails, at?: number): Promise<void> {
      await (await core).analytics.track(type, details, at);
    },
    async pageHidden(at: number): Promise<void> {
      await (await core).analytics.pageHidden(at);
    },
    async pageShown(at: number): Promise<void> {
      await (await core).analytics.pageShown(at);
    },
    async beaconSent(ids: string[]): Promise<void> {
      await (await core).analytics.beaconSent(ids);
    },
    async flush(): Promise<void> {
      await (await core).analytics.flush();
    },
  }),

  preferences: proxy({
    async get(key: string): Promise<string | null> {
      const c = await core;
      const answer = await c.http.call(preferenceDetail, { query: { key } }, { silent: true });
      return answer.valueLong;
    },
  }),

  forms: proxy({
    /** The backend's field configuration of the account form (spec 001 §3). */
    async accountConfig(mode: AccountFormMode = 'add'): Promise<FormConfig> {
      return (await core).http.call(accountFormConfig, { query: { mode } });
    },
    /** A declared page's record form in one mode (add, edit, draft, update). */
    async recordConfig(pageId: string, mode: RecordFormMode): Promise<FormConfig> {
      return (await core).http.call(recordFormConfig, { params: { pageId }, query: { mode } });
    },
  }),

  // The search selects' lookups (docs/search-selects.md): the UI debounces and drops stale answers.
  search: proxy({
    async banks(text: string) {
      return searchBanks((await core).http, text);
    },
    async companies(text: string, role?: SearchRole) {
      return searchCompanies((await core).http, text, role);
    },
    /** Countries, or the areas under `parentCode`. */
    async areas(text: string, parentCode?: string) {
      return searchAreas((await core).http, text, parentCode);
    },
    async contractTemplates(text: string) {
      return searchContractTemplates((await core).http, text);
    },
    async products(text: string) {
      return searchProducts((await core).http, text);
    },
  }),

  // Contract signing (src/worker/contracts): read the document, sign with the password.
  contracts: contractsNamespace(core),

  // Finance order pages (src/worker/finance-orders): reads; steps are 'financeOrder.*' commands.
  financeOrders: financeOrdersNamespace(core),

  // Holiday calendars of the date pickers (src/worker/calendar, docs/holidays.md).
  calendar: calendarNamespace(core),

  // The company's bank accounts (src/worker/bank-accounts): by currency, or one account list.
  bankAccounts: bankAccountsNamespace(core),

  // Approvals (src/worker/approvals): a record's workflow history and the approver's verdict.
  approvals: approvalsNamespace(core),

  // Text recognition of uploads (src/worker/ocr, docs/ocr.md): silent, at most 3 at once.
  ocr: ocrNamespace(core),

  // The receivables dashboard (src/worker/dashboards): local figures once synced, the server's before.
  dashboards: dashboardsNamespace(core, receivables),

  // The cash-flow forecast (src/worker/cashflow, docs/cashflow.md), from the local cache.
  cashflow: cashflowNamespace(core, receivables),

  // The home page's figures per company role (src/worker/home, docs/home.md).
  home: homeNamespace(core),
  companyProfile: companyProfileNamespace(core),
  companyEdit: companyEditNamespace(core),
  realname: realnameNamespace(core),
  orgInfo: orgInfoNamespace(core),
  passwordReset: passwordResetNamespace(core),

  // Declared search-list pages (src/shared/page-declaration): one page of rows and its sums.
  pages: proxy({
    /** A column filter's options: the field's distinct values under the other conditions. */
    async options(pageId: string, field: string, state: ListState): Promise<string[]> {
      return queryOptions((await core).http, pageId, field, state);
    },
    /** One record by row key (detail pages); null when the company has no such record. */
    async record(pageId: string, id: string): Promise<Record<string, unknown> | null> {
      return queryRecord((await core).http, pageId, id);
    },
    /** One record as stored, for its form (table lines included); null when the company has none. */
    async formRecord(pageId: string, id: string): Promise<Record<string, unknown> | null> {
      return (await core).http.call(recordDetail, { params: { pageId, id } }, { silent: true });
    },
    async query(
      pageId: string,
      state: ListState,
      isEqual: string | null = null,
    ): Promise<PageQueryResult> {
      return queryPage((await core).http, pageId, state, isEqual);
    },
  }),

  // Attachments and import templates (docs/uploads.md). Saving a record's list and importing are
  // outbox commands ('pages.attachmentsSave', 'pages.import*'), issued through `commands`.
  files: proxy({
    /** Uploads one file (a File clones through Comlink); cancellable by call id, with progress. */
    async upload(
      callId: string,
      file: File,
      onProgress: (loaded: number, total: number) => void,
    ): Promise<AttachmentUploadData> {
      const c = await core;
      return cancellation.run(callId, (signal) =>
        uploadAttachment(c.http, file, signal, onProgress),
      );
    },
    /** A short-lived URL of a stored file (inline when previewing). */
    async url(objectKey: string, preview: boolean): Promise<string> {
      return attachmentUrlOf((await core).http, objectKey, preview);
    },
    async recordAttachments(pageId: string, id: string): Promise<RecordAttachment[]> {
      return recordAttachmentsOf((await core).http, pageId, id);
    },
    /** The page's import template; its bytes are transferred, not copied. */
    async template(callId: string, pageId: ImportPageId): Promise<SavedFile> {
      const c = await core;
      const file = await cancellation.run(callId, (signal) =>
        downloadImportTemplate(c.http, pageId, signal),
      );
      return transfer(file, [file.bytes]);
    },
  }),

  // The local-first receivables cache (src/worker/receivables): answers from IndexedDB, syncs on request.
  receivables: proxy({
    async status(): Promise<DatasetStatus[]> {
      return (await receivables).status();
    },
    async sync(callId: string, datasets?: DatasetId[]): Promise<DatasetStatus[]> {
      const cache = await receivables;
      return cancellation.run(callId, (signal) => cache.sync(signal, datasets));
    },
    async view(
      dataset: DatasetId,
      query: ViewQuery,
      offset: number,
      limit: number,
    ): Promise<ViewWindow> {
      return (await receivables).view(dataset, query, offset, limit);
    },
    async options(
      dataset: DatasetId,
      field: string,
      filters: ViewFilter[],
    ): Promise<OptionCountView[]> {
      return (await receivables).options(dataset, field, filters);
    },
  } satisfies ReceivablesApi),

  // The export engine (src/worker/export, docs/exports.md): rows never cross, the file does.
  exports: proxy({
    /** Writes the list's rows to xlsx or csv; cancellable by call id; the file crosses as a Blob. */
    async run(
      callId: string,
      request: ExportRequest,
      onProgress: (progress: ExportProgress) => void,
    ): Promise<ExportedFile> {
      const c = await core;
      return cancellation.run(callId, (signal) =>
        exportRows(
          {
            http: c.http,
            datasetView: async (dataset, query) => (await receivables).exportView(dataset, query),
            startDeflater: startWorkerDeflater,
          },
          request,
          signal,
          onProgress,
        ),
      );
    },
  }),
};

export type CoreApi = typeof api;

expose(api);
