/**
 * The environment variable in which the build hands the process that makes its bundles
 * (scripts/build-bundles.ts) the site settings it read and checked, as JSON: site.yaml is read
 * once per build (src/build/content-plugin.ts reads it from the file only without it).
 */
export const HANDED_SITE = 'GUESTHOUSE_CHECKED_SITE';
