import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const apiServer = 'http://127.0.0.1:3000';

/** Libraries every screen needs; kept apart so a deploy that only touches app code keeps them cached. */
const frameworkPackages = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { tsconfigPaths: true },
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
