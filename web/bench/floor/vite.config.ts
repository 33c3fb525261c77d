import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import storeConfig from '../../vite.config.ts';

/** The floor page, built by the store's own configuration: same plugins, chunks and minifier. */
export default defineConfig((env) =>
  mergeConfig(storeConfig(env), {
    root: fileURLToPath(new URL('.', import.meta.url)),
    build: { emptyOutDir: true, sourcemap: false },
  }),
);
