import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://127.0.0.1:3000';

/** Libraries every screen needs; kept apart so a deploy that only touches app code keeps them cached. */
const frameworkPackages = /node_modules[\\/](preact|react-router)[\\/]/;

/**
 * The app is written against React's API and types; the browser gets Preact's compatible
 * implementation, about 50 KB gzipped smaller (docs/decisions/007-preact-in-the-browser.md).
 */
const reactToPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true, alias: reactToPreact },
  server: {
    // The server trusts http://localhost:5173 as a dev origin for auth requests.
    host: 'localhost',
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiServer, ws: true },
    },
  },
  preview: {
    host: 'localhost',
    port: 5173,
    proxy: {
      '/api': { target: apiServer, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'framework', test: frameworkPackages }],
        },
      },
    },
  },
});
