import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry imports statically goes into one chunk beside it, not a dozen small shared ones that are
          // each a request (decision 0069). Not the contract's files: lazy pages take their zod schemas from them.
          groups: [{ name: 'start', tags: ['$initial'], test: /^(?!.*[\\/]contract[\\/])/ }],
        },
      },
    },
  },
  css: {
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/photos': 'http://localhost:3000',
      '/chat-images': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
      '/manifest.webmanifest': 'http://localhost:3000',
    },
  },
});
