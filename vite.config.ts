import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { preloadChunkOf } from './scripts/preload-chunk-plugin.ts';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:5174';

export default defineConfig({
  plugins: [react(), preloadChunkOf('/src/ui/app/start-app.tsx')],
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Start-up in two chunks instead of ~35: the shell (what main.tsx imports statically)
          // and the app (what it imports dynamically, evaluated in a task of its own). The
          // document links three resources instead of 36, and committing it (Chromium's preload
          // scan of each link, in the navigation's own task) costs less. Pages stay chunks of
          // their own.
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 2 },
            { name: 'app', test: /src[\\/]ui[\\/]app[\\/]start-app\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': apiTarget,
      '/portal-config.json': apiTarget,
    },
  },
});
