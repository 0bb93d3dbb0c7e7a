import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
  // @shared, @client and @server come from tsconfig.base.json's paths, the one place they are written.
  resolve: { tsconfigPaths: true },
  // One value for the browser's build and the prerender's (scripts/build.mjs runs both in one process).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    // CLIENT_DIR lets two builds live side by side (the server reads the same variable).
    outDir: process.env.CLIENT_DIR ? path.resolve(process.env.CLIENT_DIR) : '../../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // NO_MINIFY=1: readable function names in a CPU profile of the built storefront (docs/performance.md).
    minify: process.env.NO_MINIFY ? false : undefined,
    // The entry must not pull in the dashboard: it is split by route (React.lazy).
    // No preload helper: it adds a <link rel=modulepreload> per dependency of every dynamic import
    // at the moment of the import, and those appends cost the phone's main thread ~100 ms (x4 under
    // Lighthouse's throttling) just as the app starts. The browser finds the same files from the
    // chunks' own import statements, one round trip later, after the page is already shown.
    modulePreload: false,
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
