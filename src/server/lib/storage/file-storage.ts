import type { Readable } from 'node:stream';

export interface StoredObjectInfo {
  contentType: string;
  size: number;
}

export interface StoredObject extends StoredObjectInfo {
  /** The object's bytes, streamed; the caller must consume or destroy it. */
  body: Readable;
}

export interface PutOptions {
  contentType: string;
  /** The Cache-Control stored with the object where the driver keeps one (S3). */
  cacheControl?: string;
}

/**
 * Where uploaded files live: a folder under the data folder, or an S3-compatible bucket. Keys are
 * slash-separated paths such as `profile_documents/{userId}/{category}/{fileName}`; every driver refuses a key
 * that could step outside its root. Nothing here is ever served statically: files reach a browser only through
 * a route that checks who is asking.
 */
export interface FileStorage {
  readonly driver: 'local' | 's3';
  /** Stores the whole object, replacing one at the same key; resolves once it is durable. */
  put(key: string, body: Uint8Array, options: PutOptions): Promise<void>;
  /** The object, or null when there is none at that key. */
  get(key: string): Promise<StoredObject | null>;
  head(key: string): Promise<StoredObjectInfo | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}

export class StorageKeyError extends Error {
  override name = 'StorageKeyError';
}

const segmentPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Letters, digits, dot, dash and underscore per segment, no empty, `.` or `..` segment, at most 1024 chars. */
export function assertSafeKey(key: string): void {
  if (key.length === 0 || key.length > 1024)
    throw new StorageKeyError('The storage key is empty or too long');
  for (const segment of key.split('/')) {
    if (!segmentPattern.test(segment) || segment === '.' || segment === '..' || segment.includes('..')) {
      throw new StorageKeyError(`The storage key has an unsafe segment: ${JSON.stringify(segment)}`);
    }
  }
}

const typesByExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** For drivers that keep no metadata: the type from the key's (server-chosen) extension. */
export function contentTypeFromKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return typesByExtension[extension] ?? 'application/octet-stream';
}
