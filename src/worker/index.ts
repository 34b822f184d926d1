import { expose } from 'comlink';
import { registerErrorTransfer } from '../shared/errors/transfer';
import type { CoreEventListener, StorageState } from '../shared/events';
import { createEventHub } from './core/event-hub';
import { createCancellation } from './core/cancellation';
import { createCore } from './core/create-core';
import type { SessionSnapshot } from './session/session-snapshot';
import type { AnalyticsBeacon } from '../shared/analytics/beacon-types';
import { createCoreReceivables } from './receivables/core-receivables';
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
import { sessionNamespace } from './session/session-namespace';
import { settingsNamespace } from './core/settings-namespace';
import { commandsNamespace } from './commands/commands-namespace';
import { translationsNamespace } from './translations/translations-namespace';
import { analyticsNamespace } from './analytics/analytics-namespace';
import { preferencesNamespace } from './preferences/preferences-namespace';
import { formsNamespace } from './forms/forms-namespace';
import { searchNamespace } from './search/search-namespace';
import { pagesNamespace } from './pages/pages-namespace';
import { filesNamespace } from './uploads/files-namespace';
import { receivablesNamespace } from './receivables/receivables-namespace';
import { exportsNamespace } from './export/exports-namespace';

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

  // Each namespace wraps its methods in proxy(), so Comlink's types see them as remote calls.
  session: sessionNamespace(core, cancellation),

  settings: settingsNamespace(core),

  commands: commandsNamespace(core),

  translations: translationsNamespace(core),

  analytics: analyticsNamespace(core),

  preferences: preferencesNamespace(core),

  forms: formsNamespace(core),

  // The search selects' lookups (docs/search-selects.md): the UI debounces and drops stale answers.
  search: searchNamespace(core),

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
  pages: pagesNamespace(core),

  // Attachments and import templates (docs/uploads.md). Saving a record's list and importing are
  // outbox commands ('pages.attachmentsSave', 'pages.import*'), issued through `commands`.
  files: filesNamespace(core, cancellation),

  // The local-first receivables cache (src/worker/receivables): answers from IndexedDB, syncs on request.
  receivables: receivablesNamespace(receivables, cancellation),

  // The export engine (src/worker/export, docs/exports.md): rows never cross, the file does.
  exports: exportsNamespace(core, receivables, cancellation),
};

export type CoreApi = typeof api;

expose(api);
