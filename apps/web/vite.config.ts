import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineThemeMode } from './build/inline-theme-mode.ts';
import { precompress } from './build/precompress.ts';
import { startAfterFirstPaint } from './build/start-after-first-paint.ts';

const apiServer = 'http://127.0.0.1:3000';

/** Libraries every screen needs; kept apart so a deploy that only touches app code keeps them cached. */
const frameworkPackages = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/**
 * MUI's engine, emotion and the components every screen shows, the sign-in page's included, as
 * one chunk: left to the automatic splitting they became dozens of small chunks shared in
 * different combinations by the many lazy screens, each gzipped on its own, which cost the
 * first screen about 8 KB (decision 008). Components only some screens use stay with them.
 */
const coreUiPackages =
  /node_modules[\\/](@mui[\\/](system|utils|private-theming|styled-engine)|@emotion|stylis|react-transition-group|clsx|@babel[\\/]runtime|hoist-non-react-statics|react-is)[\\/]/;
const coreMaterialParts =
  /node_modules[\\/]@mui[\\/]material[\\/]esm[\\/](Alert|Box|Button|ButtonBase|ButtonGroup|Card|CircularProgress|CssBaseline|DefaultPropsProvider|GlobalStyles|IconButton|InitColorSchemeScript|Link|Paper|Stack|SvgIcon|Typography|colors|styles|useLazyRipple|zero-styled|utils)[\\/]/;

/**
 * A language's texts are named for it (`locale-ms-trade-….js`), so what a page downloads says
 * which languages it fetched: the bundle test checks that an English visitor fetches none.
 */
function localeChunkName(chunk: { facadeModuleId: string | null }): string {
  const locale = chunk.facadeModuleId?.match(/[\\/]locales[\\/](\w+)[\\/]([\w-]+)\.json$/);
  return locale ? `assets/locale-${locale[1]}-${locale[2]}-[hash].js` : 'assets/[name]-[hash].js';
}

/**
 * `vite build --ssr`: the server's renderer (src/entry-server.tsx, decision 041) as one module
 * with every library inside, so the server needs nothing of the web app's packages at run time.
 */
const serverRendererBuild = defineConfig({
  plugins: [react()],
  publicDir: false,
  resolve: { tsconfigPaths: true },
  // React, MUI and emotion in their production form whatever NODE_ENV the server runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});

const browserBuild = defineConfig({
  plugins: [react(), inlineThemeMode(), startAfterFirstPaint(), precompress()],
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
        chunkFileNames: localeChunkName,
        codeSplitting: {
          groups: [
            { name: 'framework', test: frameworkPackages },
            {
              name: 'ui-core',
              test: (id: string) => coreUiPackages.test(id) || coreMaterialParts.test(id),
            },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRendererBuild : browserBuild));
