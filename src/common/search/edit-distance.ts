// Three reusable rows: typo matching runs this for many word pairs per search, and allocating rows for each
// pair cost more than the comparisons. JavaScript is single-threaded, so sharing them is safe.
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * Damerau-Levenshtein distance in its optimal-string-alignment form (swapping two neighbours costs 1), capped
 * at `limit + 1`: it stops as soon as the distance must exceed the limit, which for unrelated words is after
 * a few letters.
 */
export function editDistanceWithin(a: string, b: string, limit: number): number {
  const over = limit + 1;
  if (Math.abs(a.length - b.length) > limit) return over;
  if (rows[0].length <= b.length) rows = [0, 1, 2].map(() => new Int32Array(b.length * 2)) as typeof rows;
  let [beforePrevious, previous, current] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  let previousMin = 0;

  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        distance = Math.min(distance, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current[j] = distance;
      if (distance < rowMin) rowMin = distance;
    }
    // A cell draws on the two rows above it, so once both exceed the limit every later row does too.
    if (rowMin > limit && previousMin > limit) return over;
    previousMin = rowMin;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return Math.min(previous[b.length] ?? over, over);
}
