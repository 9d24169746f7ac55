import { ensureFixtureBuild } from './shared-site';

/** The server project's global setup: the tests' site built, for the checks that read it. */
export default function setup() {
  ensureFixtureBuild();
}
