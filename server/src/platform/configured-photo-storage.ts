import type { Config } from '../config.ts';
import { localPhotoStorage, type PhotoStorage } from './photo-storage.ts';
import { s3PhotoStorage } from './s3-photo-storage.ts';

const configured = new WeakMap<Config, PhotoStorage>();

/** The storage the configuration names: the bucket when S3_BUCKET is set, else DATA_DIR/uploads. One per config. */
export function photoStorageFor(config: Config): PhotoStorage {
  let storage = configured.get(config);
  if (!storage) {
    storage = config.s3 ? s3PhotoStorage(config.s3) : localPhotoStorage(config.dataDir);
    configured.set(config, storage);
  }
  return storage;
}

/** The storage a caller was given (main.ts and tests may bring one), else the configured one. */
export const photoStorageOf = (deps: { config: Config; photoStorage?: PhotoStorage }): PhotoStorage =>
  deps.photoStorage ?? photoStorageFor(deps.config);
