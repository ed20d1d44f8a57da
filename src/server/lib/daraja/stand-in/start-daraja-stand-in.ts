import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createDarajaStandIn, type DarajaStandIn, type DarajaStandInOptions } from './daraja-stand-in';

export interface RunningDarajaStandIn {
  /** What MPESA_BASE_URL (or the client's baseUrl) points at. */
  baseUrl: string;
  standIn: DarajaStandIn;
  close(): Promise<void>;
}

/** The stand-in on its own port on 127.0.0.1, for tests and for running it apart from the app. */
export async function startDarajaStandIn(options: DarajaStandInOptions = {}): Promise<RunningDarajaStandIn> {
  const standIn = createDarajaStandIn(options);
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
