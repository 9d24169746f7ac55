/**
 * What one visit to any route may cost the main thread, in ms of its processor time on the test
 * machine (unthrottled: Lighthouse's phone is about 4× slower, and counts a task as blocking
 * past 50 ms, so past about 12 ms here), the visit being the tab's second of the site. Each
 * figure is about twice what the heaviest route measured when it was set
 * (docs/architecture.md#the-main-threads-budget), so ordinary noise passes and the dodging that
 * cost issue 37 its blocking time (the home page's script at 15 ms) does not.
 */
export const MAIN_THREAD_BUDGET = {
  /** From the navigation until the page has settled. */
  visit: {
    /** The loader and the islands that start without a touch (the home page's calendar and floating button). */
    script: 10,
    /** Style and layout: the first layout of the first screen is most of it (later sections wait until near it). */
    styleLayout: 35,
    /** Everything the main thread did: parsing, style, layout, paint, script, the rest. */
    tasks: 120,
  },
  /** The second after, the page left alone. */
  idle: {
    script: 2,
    /** A moving strip the compositor does not draw would recalculate style every frame. */
    styleRecalcs: 2,
  },
};
