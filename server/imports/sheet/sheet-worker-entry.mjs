// The import worker's entry. The server runs TypeScript under tsx, whose loader does not reach
// worker threads on Node 20; tsx's API loads the worker's TypeScript here, under the server
// (`tsx server/main.ts`) and inside vitest alike.
import { tsImport } from 'tsx/esm/api';

await tsImport('./sheet-worker.ts', import.meta.url);
