import fs from 'node:fs/promises';
import path from 'node:path';
import type { PhotoStorage } from '../platform/photo-storage.ts';

export type PhotoCopyResult = {
  /** Photos (both renditions) written to the target. */
  copied: number;
  /** Photos the target had already (a repeated run). */
  present: number;
  /** Files that are not one rendition of a complete pair (a `.part` left by a crash, a lone thumbnail). */
  skipped: string[];
};

const RENDITION = /^([0-9a-z-]+?)(-thumb)?\.webp$/;

/**
 * Copies every photo under `<dataDir>/uploads` into `target` (the bucket), folder by folder: both renditions of
 * a key or neither, a photo the target has already left alone, so a run that was stopped can be run again. The
 * local files are kept: the operator removes them once the site runs on the bucket (docs/deployment.md).
 */
export async function copyLocalPhotos(
  dataDir: string,
  target: PhotoStorage,
  onProgress: (done: number) => void = () => {},
): Promise<PhotoCopyResult> {
  const root = path.join(dataDir, 'uploads');
  const result: PhotoCopyResult = { copied: 0, present: 0, skipped: [] };
  const folders = await fs.readdir(root, { withFileTypes: true }).catch(() => []);
  for (const folder of folders) {
    if (!folder.isDirectory()) continue;
    const files = await fs.readdir(path.join(root, folder.name));
    const pairs = new Map<string, { full?: string; thumb?: string }>();
    for (const file of files) {
      const match = RENDITION.exec(file);
      if (!match?.[1]) {
        result.skipped.push(`${folder.name}/${file}`);
        continue;
      }
      const pair = pairs.get(match[1]) ?? {};
      pair[match[2] ? 'thumb' : 'full'] = file;
      pairs.set(match[1], pair);
    }
    for (const [key, pair] of pairs) {
      if (!pair.full || !pair.thumb) {
        result.skipped.push(`${folder.name}/${pair.full ?? pair.thumb}`);
        continue;
      }
      const there = await Promise.all([false, true].map((thumb) => target.has(folder.name, key, thumb)));
      if (there.every(Boolean)) {
        result.present += 1;
        continue;
      }
      const [full, thumb] = await Promise.all(
        [pair.full, pair.thumb].map((file) => fs.readFile(path.join(root, folder.name, file))),
      );
      await target.write(folder.name, key, full as Buffer, thumb as Buffer);
      result.copied += 1;
      onProgress(result.copied + result.present);
    }
  }
  return result;
}
