// The launch check's half that lives outside the content: the server's settings from the
// environment. `npm run validate -- --launch` fails on these with the content's stand-ins;
// a production start prints the same list as a warning and starts anyway (a site that is up
// with a placeholder beats a site that is down).
import { formatError } from '../content/errors';
import { loadContent } from '../content/load-content';
import { launchFindings, standIns } from '../content/lint/launch';
import { buildModel } from '../content/model';
import { publicDir } from '../core/paths';
import { PASSCODE_WEAKNESS } from './guide/passcode';

/** Settings whose value is written into mail or shown to guests: an example domain there is a stand-in. */
const ADDRESS_SETTINGS = ['ENQUIRY_TO', 'ENQUIRY_FROM', 'SMTP_HOST', 'SMTP_USER'];

/** Each setting from the environment that still holds a stand-in, as one line naming it. */
export function launchSettingProblems(env: Record<string, string | undefined>): string[] {
  const out: string[] = [];
  for (const name of ADDRESS_SETTINGS) for (const s of standIns(env[name] ?? '')) out.push(`environment ${name}: ${s.value} is ${s.why}`);
  return out;
}

/**
 * Settings that are real values but weaker than the default, said by `validate --launch` without
 * failing it (a host with no booking feed has only the shared passcode).
 */
export function launchSettingNotes(env: Record<string, string | undefined>): string[] {
  return env.GUIDE_PASSCODE
    ? [`environment GUIDE_PASSCODE: set, so the guide also opens with it, the weak option: ${PASSCODE_WEAKNESS}. Keep it only if you have no booking feed; otherwise unset it and send each stay its own code and link (\`npm run guide-links\`).`]
    : [];
}

/** Every stand-in in the content and the settings, one formatted entry each (the content's with file:line:col). */
function launchProblems(env: Record<string, string | undefined>): string[] {
  let content: string[];
  try {
    content = launchFindings({ model: buildModel(loadContent()), publicDir }).map((f) => formatError(f));
  } catch (err) {
    // A server deployed without its content sources: the settings can still be checked.
    content = [`(the content could not be read for the launch check: ${(err as Error).message.split('\n')[0]})`];
  }
  return [...content, ...launchSettingProblems(env)];
}

/** The production start-up warning, or null when nothing is left to replace. */
export function launchWarning(env: Record<string, string | undefined>): string | null {
  const problems = launchProblems(env);
  if (!problems.length) return null;
  return [
    `NOT READY TO LAUNCH: ${problems.length} stand-in value${problems.length === 1 ? ' is' : 's are'} still in the content or settings (the site runs anyway):`,
    ...problems,
    'Replace each, then check again with `npm run validate -- --launch`.',
  ].join('\n');
}
