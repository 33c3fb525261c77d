import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // graphql has no exports map: Node loads its CommonJS build for Apollo Server and the schema
  // tools, while Vite would give the BFF's own code the ES build, a second copy whose schema and
  // errors the first does not recognise. The BFF's code gets Node's copy, as when it runs.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: { include: ['test/**/*.test.ts'], testTimeout: 15_000 },
});
