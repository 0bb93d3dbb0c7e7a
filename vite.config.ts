import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
  // One value for the browser's build and the prerender's (scripts/build.mjs runs both in one process).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    // CLIENT_DIR lets two builds live side by side (the server reads the same variable).
    outDir: process.env.CLIENT_DIR ? path.resolve(process.env.CLIENT_DIR) : '../../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The entry must not pull in the dashboard: it is split by route (React.lazy).
    modulePreload: { polyfill: false },
    // .vite/manifest.json: scripts/check-budget.mjs reads the entry's static imports from it.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/trpc': apiTarget,
      '/uploads': apiTarget,
      '/health': apiTarget,
    },
  },
});
