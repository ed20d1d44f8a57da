import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCallback {
  path: string;
  body: unknown;
}

export interface CallbackReceiver {
  /** http://127.0.0.1:<port>: the PUBLIC_URL the callbacks are built on. */
  origin: string;
  received: ReceivedCallback[];
  /** What the next requests to a path are answered with (the C2B validation verdict, a failure…). */
  answer(path: string, status: number, body: unknown): void;
  /** Resolves once `count` callbacks have come (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedCallback[]>;
  close(): Promise<void>;
}

/** The app's side in the tests: a server on 127.0.0.1 that records every callback the stand-in makes. */
export async function startCallbackReceiver(): Promise<CallbackReceiver> {
  const received: ReceivedCallback[] = [];
  const answers = new Map<string, { status: number; body: unknown }>();
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, body: raw ? JSON.parse(raw) : null });
      const answer = answers.get(path) ?? { status: 200, body: { ResultCode: 0, ResultDesc: 'Success' } };
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answer: (path, status, body) => answers.set(path, { status, body }),
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} callbacks came`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
