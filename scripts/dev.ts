import { createServer } from 'vite';
import { startServer } from '../server/app';

/** Hot-reloading UI on PORT (default 5173) in front of the reference server on API_PORT (5174). */
const apiPort = Number(process.env.API_PORT ?? 5174);
const api = await startServer({ port: apiPort });
process.env.API_TARGET = api.url;
const vite = await createServer();
await vite.listen();
vite.printUrls();

const stop = async () => {
  await vite.close();
  await api.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
