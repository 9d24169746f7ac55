import { group, message } from './define';

// `npm run validate -- --launch` (src/content/lint/launch.ts): values that stand in for the real
// ones while the site is being written.

export const launchMessages = group('Before launch (validate --launch)', {
  standIn: message<{ value: string; why: string; inSite: boolean }>({
    id: 'stand-in',
    severity: 'error',
    message: (p) => `${p.value} is ${p.why}`,
    hint: (p) => (p.inSite ? 'Set the real value in site.yaml (its settings are marked "# setting") before the site goes live.' : 'Write the real value, or remove it, before the site goes live.'),
    docs: 'Only with `--launch`: replace the stand-in (an address on a domain kept for examples, a phone number of zeros or one set aside for fiction) with the real value.',
    example: { value: 'stay@example.com', why: 'on a domain reserved for examples, where nobody receives mail or serves pages', inSite: true },
  }),
  anonKeyPlaceholder: message<{ value: string }>({
    id: 'anon-key-placeholder',
    severity: 'error',
    message: (p) => `"${p.value}" is the placeholder, but backend.url is set: the functions there will refuse every call`,
    hint: () => "Copy the project's anon (public) key from the backend's API settings.",
    docs: "Only with `--launch`: copy the backend project's anon (public) key into `site.yaml` `backend.anonKey`.",
    example: { value: 'public-anon-key' },
  }),
});
