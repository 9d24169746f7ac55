export interface ReviewSummary {
  /** To one decimal, as shown: "5.0". */
  average: string;
  count: number;
  countLabel: string;
}

/** The average the reviews page shows, from the reviews themselves rather than a typed-in score. */
export function reviewSummary(ratings: number[]): ReviewSummary {
  const sum = ratings.reduce((a, b) => a + b, 0);
  const average = ratings.length ? (Math.round((sum / ratings.length) * 10) / 10).toFixed(1) : '0.0';
  return { average, count: ratings.length, countLabel: `${ratings.length} review${ratings.length === 1 ? '' : 's'}` };
}
