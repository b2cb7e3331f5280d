import path from 'node:path';
import { defineConfig, mergeConfig } from 'vite';
import web from '../vite.config.ts';

/** The stack floor (main.tsx) built with the web app's own settings, into web/floor/dist. */
export default mergeConfig(
  web,
  defineConfig({
    root: import.meta.dirname,
    build: { outDir: path.join(import.meta.dirname, 'dist'), emptyOutDir: true, sourcemap: false },
  }),
);
