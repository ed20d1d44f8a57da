import path from 'node:path';
import type { AppConfig } from '../../config';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createS3FileStorage } from './s3-file-storage';

/** The folder the local driver uses: `${DATA_DIR}/files`, never inside the built web app. */
export function localStorageRoot(config: Pick<AppConfig, 'DATA_DIR'>): string {
  return path.resolve(config.DATA_DIR, 'files');
}

/** The driver chosen by STORAGE_DRIVER; the config has already checked the S3 settings are complete. */
export function createFileStorage(config: AppConfig): FileStorage {
  if (config.STORAGE_DRIVER === 's3') {
    return createS3FileStorage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalFileStorage(localStorageRoot(config));
}

/** The app's storage from its deps; `createApp` always sets it, so a missing one is a wiring bug. */
export function storageOf(deps: { storage?: FileStorage }): FileStorage {
  if (!deps.storage) throw new Error('File storage is not configured for this app');
  return deps.storage;
}
