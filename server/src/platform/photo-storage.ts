import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where photo files live (decision 0072): <folder>/<key>.webp and <key>-thumb.webp, in DATA_DIR/uploads by
 * default or in an S3-compatible bucket (S3_BUCKET). A member's folder is their id (the account purge removes it
 * whole); the folder `demo` holds the shared demo pictures and is never emptied by a member's action. Files are
 * served only through the app's authorisation (`read`), never straight from the folder or the bucket.
 */
export type PhotoStorage = {
  /** Both renditions, each complete before it can be read: the database points at them only afterwards. */
  write(folder: string, key: string, full: Buffer, thumb: Buffer): Promise<void>;
  remove(folder: string, key: string): Promise<void>;
  /** A member's folder whole, with every file in it (the account purge). */
  removeFolder(folder: string): Promise<void>;
  /** The rendition's bytes as a stream, or undefined when there is no such file. */
  read(folder: string, key: string, thumb: boolean): Promise<Readable | undefined>;
  has(folder: string, key: string, thumb: boolean): Promise<boolean>;
};

export const SHARED_DEMO_FOLDER = 'demo';

/** The object name of a rendition within the storage: the same in the folder and in a bucket. */
export const photoObjectName = (folder: string, key: string, thumb: boolean) =>
  `${folder}/${key}${thumb ? '-thumb' : ''}.webp`;

export function localPhotoStorage(dataDir: string): PhotoStorage {
  const root = path.join(dataDir, 'uploads');
  const filePath = (folder: string, key: string, thumb: boolean) =>
    path.join(root, photoObjectName(folder, key, thumb));
  return {
    async write(folder, key, full, thumb) {
      await fsp.mkdir(path.join(root, folder), { recursive: true });
      // Written under a temporary name and renamed, so a half-written file is never served.
      for (const [data, thumbnail] of [
        [full, false],
        [thumb, true],
      ] as const) {
        const target = filePath(folder, key, thumbnail);
        await fsp.writeFile(`${target}.part`, data);
        await fsp.rename(`${target}.part`, target);
      }
    },
    async remove(folder, key) {
      if (folder === SHARED_DEMO_FOLDER) return;
      await fsp.rm(filePath(folder, key, false), { force: true });
      await fsp.rm(filePath(folder, key, true), { force: true });
    },
    async removeFolder(folder) {
      if (folder === SHARED_DEMO_FOLDER) return;
      await fsp.rm(path.join(root, folder), { recursive: true, force: true });
    },
    async read(folder, key, thumb) {
      const file = filePath(folder, key, thumb);
      try {
        await fsp.access(file);
        return fs.createReadStream(file);
      } catch {
        return undefined;
      }
    },
    async has(folder, key, thumb) {
      return fs.existsSync(filePath(folder, key, thumb));
    },
  };
}
