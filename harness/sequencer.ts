import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The files that take longest, started first in their group so that none of them is left
// running alone at the end. Vitest would order by the durations it remembers, but a fresh clone
// has none (CI), and it runs one project's files before another's within a group.
const longest = [
  'tests/build/incremental.test.ts',
  'tests/build/content-edits.test.ts',
  'tests/browser/all-routes.test.ts',
  'tests/browser/dev-server.test.ts',
  'tests/browser/editor.test.ts',
  'tests/browser/digital-guide.test.ts',
  'tests/build/new-page.test.ts',
  'tests/browser/home-about-features-gallery.test.ts',
  'tests/browser/main-thread.test.ts',
  'tests/browser/guide-visits.test.ts',
  'tests/browser/contact-chat.test.ts',
  'tests/browser/facts-reviews-explore-blog.test.ts',
  'tests/hostile/startup.test.ts',
];

export default class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = longest.findIndex((p) => f.moduleId.endsWith(p));
      return i < 0 ? longest.length : i;
    };
    const group = (f: TestSpecification) => f.project.config.sequence.groupOrder;
    return sorted
      .map((f, i) => ({ f, i }))
      .sort((a, b) => group(a.f) - group(b.f) || rank(a.f) - rank(b.f) || a.i - b.i)
      .map(({ f }) => f);
  }
}
