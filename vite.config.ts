import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const mockUrl = process.env.MOCK_URL ?? 'http://127.0.0.1:4010';
const apiTarget = process.env.API_TARGET ?? mockUrl;

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  define: {
    // the persona switch and mock fault injection exist only in a mock build
    __MOCK__: JSON.stringify(process.env.CONSOLE_MOCK !== '0'),
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: false,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, rewrite: (p) => p.replace(/^\/api/, ''), ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
