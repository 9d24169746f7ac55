// Imported first by the build: React picks its development or production build when first
// loaded, so NODE_ENV must be settled before anything imports it.
process.env.NODE_ENV = process.env.BUILD_MODE === 'development' ? 'development' : 'production';
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
// `npm run build -- --fixture` builds the tests' own site (tests/fixtures/site) into dist-fixture/,
// which the server and browser tests run on; paths are settled when src/core/paths.ts loads.
if (process.argv.includes('--fixture')) {
  process.env.CONTENT_DIR = 'tests/fixtures/site';
  process.env.DIST_DIR = 'dist-fixture';
}
