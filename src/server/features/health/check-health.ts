import type { AppDeps } from '../../context';
import type { DatabaseHandle } from '../../db/client';

export interface HealthReport {
  status: 'ok' | 'unavailable';
  database: DatabaseHandle['kind'];
  version: string;
}

const pingTimeoutMs = 2000;

/**
 * Healthy means the database answers a query within two seconds. It takes the app's dependencies, not a
 * request's service context: the check is of the server, for anyone, and pings the database handle itself.
 */
export async function checkHealth({
  database,
  version,
}: Pick<AppDeps, 'database' | 'version'>): Promise<HealthReport> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), pingTimeoutMs);
  });
  try {
    await Promise.race([database.ping(), timeout]);
    return { status: 'ok', database: database.kind, version };
  } catch {
    return { status: 'unavailable', database: database.kind, version };
  } finally {
    clearTimeout(timer);
  }
}
