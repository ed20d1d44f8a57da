// `node --test bench/`: the query mixes of bench:search and bench:services are fixed, distinct, and their
// price ranges run from low to high; the check itself catches a repeat and a reversed range.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildQueries, checkQueries } from './search-queries.mjs';
import { buildServiceQueries, serviceQueryKey } from './services-queries.mjs';

test('the home searches: the same 1,000 on every run, none repeated, every range low to high', () => {
  const queries = buildQueries(1000);
  assert.equal(queries.length, 1000);
  assert.deepEqual(buildQueries(1000), queries);
  checkQueries(queries);
  const ranges = queries.filter(([text]) => / between /.test(text));
  assert.ok(ranges.length >= 10, `only ${ranges.length} range searches`);
  for (const [text] of ranges) {
    const [, low, high] = /between (\d+)k and (\d+)k/.exec(text).map(Number);
    assert.ok(low < high, text);
  }
});

test('the job searches: the same 1,000 on every run, none repeated, every range low to high', () => {
  const queries = buildServiceQueries(1000);
  assert.equal(queries.length, 1000);
  assert.deepEqual(buildServiceQueries(1000), queries);
  checkQueries(queries, { textOf: (query) => query.q, keyOf: serviceQueryKey });
  assert.ok(queries.some((query) => / between /.test(query.q)));
});

test('the check refuses a repeated search (case and spacing aside) and a reversed range', () => {
  assert.throws(
    () =>
      checkQueries([
        ['2br in Kilimani', 'rent'],
        ['2BR  in kilimani', 'rent'],
      ]),
    /repeats/,
  );
  assert.doesNotThrow(() =>
    checkQueries([
      ['2br in Kilimani', 'rent'],
      ['2br in Kilimani', 'buy'],
    ]),
  );
  assert.throws(() => checkQueries([['2 bedroom between 50k and 20k', 'rent']]), /low to high/);
  assert.throws(() => checkQueries([['2 bedroom between 20k and 20k', 'rent']]), /low to high/);
  assert.throws(() => checkQueries([['fundi between 5k and 1k', 'rent']]), /low to high/);
  assert.doesNotThrow(() => checkQueries([['plumber between 1k and 5k', 'rent']]));
  assert.doesNotThrow(() => checkQueries([['house between 2m and 15m', 'buy']]));
});
