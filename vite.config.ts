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
    rolldownOptions: {
      // Required by experimentalInlineCommonChunks; the SPA's entry exports nothing anyway.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Everything the entry imports statically travels as one file, not eight: each
          // response costs about 0.9 KB of headers, counted in every page's initial JS.
          groups: [{ name: 'shell', tags: ['$initial'] }],
          // Small chunks shared by a few screens are copied into each rather than fetched apart.
          experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
