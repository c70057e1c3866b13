import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompressPlugin } from './scripts/build/precompress';
import { preactAliases } from './scripts/build/preact-alias';

// The API runs on API_PORT during `npm run dev`; Vite proxies /api to it so the
// browser sees one origin, as it does in production.
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss(), precompressPlugin()],
  resolve: { alias: preactAliases },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
