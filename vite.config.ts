import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { compileHint, precompress, preloadRoute } from './scripts/lib/build-plugins.ts';
import { MOCK_CONTROL_PREFIX } from './scripts/lib/mock-control.ts';

// The mock appliance (scripts/start.ts sets these to the ports it found free).
const mockUrl = process.env.MOCK_URL ?? 'http://127.0.0.1:4010';
const mockSocketUrl = process.env.MOCK_SOCKET_URL;
// The stateful mock appliance itself: its control calls (reset).
const mockControlUrl = process.env.MOCK_CONTROL_URL;
// A real appliance: every /api/<path> goes to <API_TARGET>/<path>.
const realTarget = process.env.API_TARGET;
const apiTarget = realTarget ?? mockUrl;

const stripApiPrefix = (path: string) => path.replace(/^\/api/, '');

const proxy: Record<string, ProxyOptions> = {};
if (!realTarget && mockSocketUrl) {
  // Results the appliance pushes (backup files and similar) arrive over a websocket; the mock socket
  // stands in for it. Listed before /api so it wins the prefix match.
  proxy['/api/ws'] = { target: mockSocketUrl, ws: true, rewrite: stripApiPrefix };
}
if (!realTarget && mockControlUrl) proxy[MOCK_CONTROL_PREFIX.slice(0, -1)] = { target: mockControlUrl, changeOrigin: true };
proxy['/api'] = {
  target: apiTarget,
  changeOrigin: true,
  ws: true,
  rewrite: stripApiPrefix,
  // appliances usually present a self-signed certificate; API_INSECURE=1 accepts it in development
  secure: process.env.API_INSECURE !== '1',
};

const signInPage = fileURLToPath(new URL('./src/features/session/sign-in/sign-in-page.tsx', import.meta.url));

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    // a new tab always opens on the sign-in page (the session lives in session storage): its chunk and its
    // imports are fetched with the entry, not after it has run
    preloadRoute([signInPage]),
    // the shell and the home page, drawn right after signing in, are compiled as they arrive (while the
    // administrator types) rather than while they draw
    compileHint(
      [fileURLToPath(new URL('./src/app/shell-frame.tsx', import.meta.url)), fileURLToPath(new URL('./src/modules/home/home-page.tsx', import.meta.url))],
      { firstPage: [signInPage] },
    ),
    // .br and .gz beside every text file, which scripts/serve.ts sends as they are
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@generated', replacement: fileURLToPath(new URL('./generated', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // react-router's package points at its development build, which checks route definitions and warns; a
      // production build takes its production build, the same code without those checks
      ...(mode === 'production'
        ? [
            { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
            { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
          ]
        : []),
    ],
  },
  define: {
    // the persona switch and mock fault injection exist only in a mock build
    __MOCK__: JSON.stringify(process.env.CONSOLE_MOCK !== '0'),
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: false,
    proxy,
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and its DOM renderer are needed by every page, the sign-in page first: one file, not three
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
}));
