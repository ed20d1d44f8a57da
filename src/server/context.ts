import type { Logger } from 'pino';
import type { Permission } from '@common/auth/permissions';
import { can } from '@common/auth/permissions';
import type { Role } from '@common/auth/roles';
import { verifyPhonePath } from '@common/dashboards/dashboards';
import type { AppConfig } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { AppError } from './lib/app-error';
import type { DarajaClient } from './lib/daraja/daraja-client';
import type { FileStorage } from './lib/storage/file-storage';

/** What the server is built from; tests build their own with a fresh database. */
export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  logger: Logger;
  version: string;
  /** Uploaded files (local folder or S3); `createApp` always sets it, from the config when not given. */
  storage?: FileStorage;
  /** M-Pesa (Daraja, or its stand-in); `createApp` always sets it, from the config when not given. */
  mpesa?: DarajaClient;
  /**
   * Applies Daraja's callbacks just after they are answered (features/payments/callback-inbox.ts);
   * `createApp` always sets it, on the app's database when not given.
   */
  callbackInbox?: { push(id: string): void };
}

/** The signed-in user a request acts for. */
export interface Actor {
  userId: string;
  roles: Role[];
  /**
   * False while the account's phone is not yet proved by its SMS code: such an actor may only use the
   * identity routes (me, code, sign-out) until it is. Absent counts as proved.
   */
  phoneVerified?: boolean;
  /** The session the request came with (absent for actors made without one, e.g. in tests). */
  sessionId?: string;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    logger: Logger;
    actor: Actor | null;
  };
};

/**
 * Everything a service needs and nothing of HTTP: services take `(ctx, input)`. Outside services (file
 * storage, and the senders and payment clients to come) live here too, so a test swaps them in one place.
 */
export interface ServiceContext {
  db: Database;
  actor: Actor | null;
  config: AppConfig;
  storage: FileStorage;
  mpesa: DarajaClient;
  /** Identifies the client for rate limits (its address). */
  clientKey: string;
  logger: Logger;
  now: () => Date;
}

/** 401 without a session; a signed-in account whose phone is not yet verified is allowed. */
export function requireSignedIn(ctx: ServiceContext, message = 'Please sign in to continue.'): Actor {
  if (!ctx.actor) throw new AppError('UNAUTHENTICATED', message);
  return ctx.actor;
}

/** 401 without a session, 403 (reason phone_not_verified) until the account's phone is verified. */
export function requireActor(ctx: ServiceContext, message = 'Please sign in to continue.'): Actor {
  const actor = requireSignedIn(ctx, message);
  if (actor.phoneVerified === false) {
    throw new AppError('FORBIDDEN', 'Verify your phone number to continue.', {
      reason: 'phone_not_verified',
      next: verifyPhonePath,
    });
  }
  return actor;
}

export function requirePermission(ctx: ServiceContext, permission: Permission): Actor {
  const actor = requireActor(ctx);
  if (!can(actor.roles, permission)) {
    throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
  }
  return actor;
}
