import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:5174';

export default defineConfig({
  plugins: [react()],
  worker: {
    format: 'es',
    // Stable name prefixes let tests and CSPs address the workers' scripts.
    rolldownOptions: {
      output: {
        entryFileNames: (chunk) =>
          chunk.name.includes('deflate')
            ? 'assets/deflate-worker-[hash].js'
            : 'assets/core-worker-[hash].js',
      },
    },
  },
  build: {
    target: 'es2022',
    // Maps stay beside the build for whoever holds the machine (decoding a trace); the bundles
    // do not name them and the server answers 404 for any *.map (server/static/serve-ui.ts).
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 2000,
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': apiTarget,
      '/portal-config.json': apiTarget,
    },
  },
});
