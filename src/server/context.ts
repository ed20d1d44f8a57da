import type { Logger } from 'pino';
import type { Permission } from '@common/auth/permissions';
import { can } from '@common/auth/permissions';
import type { Role } from '@common/auth/roles';
import type { AppConfig } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { AppError } from './lib/app-error';

/** What the server is built from; tests build their own with a fresh database. */
export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  logger: Logger;
  version: string;
}

/** The signed-in user a request acts for. */
export interface Actor {
  userId: string;
  roles: Role[];
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    logger: Logger;
    actor: Actor | null;
  };
};

/** Everything a service needs and nothing of HTTP: services take `(ctx, input)`. */
export interface ServiceContext {
  db: Database;
  actor: Actor | null;
  /** Identifies the client for rate limits (its address). */
  clientKey: string;
  logger: Logger;
  now: () => Date;
}

export function requireActor(ctx: ServiceContext, message = 'Please sign in to continue.'): Actor {
  if (!ctx.actor) throw new AppError('UNAUTHENTICATED', message);
  return ctx.actor;
}

export function requirePermission(ctx: ServiceContext, permission: Permission): Actor {
  const actor = requireActor(ctx);
  if (!can(actor.roles, permission)) {
    throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
  }
  return actor;
}
