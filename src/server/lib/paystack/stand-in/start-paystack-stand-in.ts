import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import {
  createPaystackStandIn,
  type PaystackStandIn,
  type PaystackStandInOptions,
} from './paystack-stand-in';

export interface RunningPaystackStandIn {
  /** What PAYSTACK_BASE_URL points at. */
  baseUrl: string;
  standIn: PaystackStandIn;
  close(): Promise<void>;
}

/** The stand-in on its own port on 127.0.0.1, for tests. */
export async function startPaystackStandIn(options: PaystackStandInOptions): Promise<RunningPaystackStandIn> {
  const standIn = createPaystackStandIn(options);
  const server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve({ fetch: standIn.routes.fetch, hostname: '127.0.0.1', port: 0 }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    standIn,
    close: () =>
      new Promise<void>((resolve) => {
        standIn.close();
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
