import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The playground: a static site built from the library's sources (docs/playground.md).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
  },
  worker: { format: 'es' },
  preview: { host: '127.0.0.1' },
});
