/**
 * What one tap may cost the main thread from its input to the next paint, in ms of its processor
 * time on the test machine, unthrottled (harness/interactions.ts). A phone 4× slower must answer
 * every tap within 100 ms (INP, docs/performance.md): 25 ms here is that phone's 100 ms, and the
 * budget is about twice what the heaviest tap measured when it was set, so noise passes and a slow
 * handler does not (docs/architecture.md#the-main-threads-budget).
 */
export const INTERACTION_BUDGET = {
  /** Every main-thread task from the input to the next paint: the handlers, style, layout and paint. */
  tasks: 25,
};
