// One line per backend function: `npm run new-function <name>` adds one. The router (index.ts),
// the Supabase entry points and supabase/config.toml (scripts/build-functions.ts) are built from these.
export { default as availability } from './availability';
export { default as enquiry } from './enquiry';
export { default as guide } from './guide';
