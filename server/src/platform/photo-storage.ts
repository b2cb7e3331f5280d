import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Photo files under DATA_DIR/uploads/<folder>/<key>.webp and <key>-thumb.webp. A member's folder is their
 * id (the account purge removes it whole); the folder `demo` holds the shared demo pictures and is never
 * emptied by a member's action. Swapping this for S3-compatible storage keeps the same calls.
 */
export type PhotoStorage = {
  write(folder: string, key: string, full: Buffer, thumb: Buffer): Promise<void>;
  remove(folder: string, key: string): Promise<void>;
  /** A member's folder whole, with every file in it (the account purge). */
  removeFolder(folder: string): Promise<void>;
  filePath(folder: string, key: string, thumb: boolean): string;
};

export const SHARED_DEMO_FOLDER = 'demo';

export function localPhotoStorage(dataDir: string): PhotoStorage {
  const root = path.join(dataDir, 'uploads');
  const filePath = (folder: string, key: string, thumb: boolean) =>
    path.join(root, folder, `${key}${thumb ? '-thumb' : ''}.webp`);
  return {
    filePath,
    async write(folder, key, full, thumb) {
      await fs.mkdir(path.join(root, folder), { recursive: true });
      // Written under a temporary name and renamed, so a half-written file is never served.
      for (const [data, thumbnail] of [
        [full, false],
        [thumb, true],
      ] as const) {
        const target = filePath(folder, key, thumbnail);
        await fs.writeFile(`${target}.part`, data);
        await fs.rename(`${target}.part`, target);
      }
    },
    async remove(folder, key) {
      if (folder === SHARED_DEMO_FOLDER) return;
      await fs.rm(filePath(folder, key, false), { force: true });
      await fs.rm(filePath(folder, key, true), { force: true });
    },
    async removeFolder(folder) {
      if (folder === SHARED_DEMO_FOLDER) return;
      await fs.rm(path.join(root, folder), { recursive: true, force: true });
    },
  };
}
