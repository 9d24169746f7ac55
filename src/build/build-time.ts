/** SOURCE_DATE_EPOCH holds something other than whole seconds: the build says so and stops. */
export class BuildTimeError extends Error {
  override name = 'BuildTimeError';
}

/**
 * The moment every page of a build is rendered as of: SOURCE_DATE_EPOCH (whole seconds since
 * 1970, the reproducible-builds.org convention) when set, else the build's start. The live
 * calendar's time-zone table starts from it and the footer's © takes its year, so two builds of
 * the same sources at the same SOURCE_DATE_EPOCH make the same bytes.
 */
export function buildTime(env: Record<string, string | undefined> = process.env): number {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch === undefined || epoch === '') return Date.now();
  if (!/^\d{1,12}$/.test(epoch)) throw new BuildTimeError(`SOURCE_DATE_EPOCH must be whole seconds since 1970, like 1767225600 (it is "${epoch}"); unset it to build as of now.`);
  return Number(epoch) * 1000;
}
