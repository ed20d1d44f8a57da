import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id at OWASP's first recommended setting: 19 MiB of memory, 2 passes, 1 lane. Set here explicitly
 * (better-auth would use scrypt) so a library default can never weaken it.
 */
export const argon2Options = {
  algorithm: 2, // Argon2id (the package's const enum is not importable under isolatedModules)
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/** A malformed stored hash counts as a wrong password rather than an error. */
export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
