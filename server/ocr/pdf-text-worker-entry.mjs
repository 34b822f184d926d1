// The PDF text reader's entry. The server runs TypeScript under tsx, whose loader does not reach
// worker threads on Node 20; tsx's API loads the reader's TypeScript here, under the server and
// inside vitest alike (as server/imports/sheet/sheet-worker-entry.mjs does).
import { tsImport } from 'tsx/esm/api';

await tsImport('./pdf-text-worker.ts', import.meta.url);
