import { ensureBuild } from './shared-site';

/** The server project's global setup: the tests' site built and current, for the checks that read it. */
export default function setup() {
  ensureBuild('fixture');
}
