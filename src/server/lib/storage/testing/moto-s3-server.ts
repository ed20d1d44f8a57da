import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';

/**
 * A real S3-compatible server for tests: moto's `moto_server` (a full S3 API emulation, installed with the
 * machine's Python), started on 127.0.0.1 and a free port, with a fresh bucket. Unlike the in-memory stand-in
 * it implements S3 as AWS documents it, so a driver that works here speaks S3 and not just our own idea of it.
 */
export interface MotoS3Server {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
}

/** Whether `moto_server` is on the PATH (it is on the project's machines; elsewhere the suite says so). */
export const motoServerAvailable = (): boolean =>
  spawnSync('moto_server', ['--help'], { stdio: 'ignore', timeout: 30_000 }).status === 0;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function startMotoS3Server(): Promise<MotoS3Server> {
  const port = await freePort();
  const child = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  const endpoint = `http://127.0.0.1:${port}`;
  const bucket = `abode-test-${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`moto_server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${endpoint}/${bucket}`, { method: 'PUT' });
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop(child);
      throw new Error('moto_server did not start within 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'abode-test-key',
    secretAccessKey: 'abode-test-secret',
    close: () => stop(child),
  };
}

/** The app's environment for this server (path-style, as self-hosted services need). */
export function motoS3Env(server: MotoS3Server): Record<string, string> {
  return {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: server.endpoint,
    S3_BUCKET: server.bucket,
    S3_REGION: server.region,
    S3_ACCESS_KEY_ID: server.accessKeyId,
    S3_SECRET_ACCESS_KEY: server.secretAccessKey,
    S3_FORCE_PATH_STYLE: '1',
  };
}
