import { createMiddleware } from 'hono/factory';
import { setAnswerHeader } from '../http/answer-header';

/** The metric this middleware adds: `Server-Timing: total;dur=12.3` (milliseconds). */
const serverTimingMetric = 'total';

/**
 * `Server-Timing: total;dur=<ms>` on every answer: the time from the moment the app is handed the request to
 * the moment its answer is complete, so every middleware, the handler, serialising and compressing the body
 * are inside it. Mounted first in app.ts, it wraps all of them. What it leaves out is what a request spends
 * outside the app: waiting in the socket and the event loop, and the network; a client (bench/search.mjs)
 * takes its own latency minus this figure as that queueing. A body sent as a stream (a stored file) is still
 * being written when the figure is taken. It is added beside any timing a handler set (`search;dur=`).
 */
export const serverTiming = createMiddleware(async (c, next) => {
  const started = performance.now();
  await next();
  const value = `${serverTimingMetric};dur=${(performance.now() - started).toFixed(1)}`;
  setAnswerHeader(c, 'Server-Timing', value, { append: true });
});
