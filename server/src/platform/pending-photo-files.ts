import crypto from 'node:crypto';
import { typed } from '../db/typed.ts';
import type { Clock } from './clock.ts';
import type { ScheduledJob } from './jobs.ts';
import type { PhotoStorage } from './photo-storage.ts';
import type { Sql } from './sql.ts';

/**
 * Files written before the row that points at them commits (decision 0077). `writePendingPhotoFiles` records them
 * in pending_photo_files first, then writes them; inserting the photos or chat_images row removes the record in
 * the same transaction (a trigger of migration 0036). An upload that is not kept calls `dropPhotoFiles`. A record
 * left behind (the process was killed in between, or the storage refused the clean-up) is swept after an hour.
 */
type PendingDeps = { sql: Sql; storage: PhotoStorage; clock: Clock };

/** Longer than any upload takes from its record to its commit: a younger record may belong to one still running. */
export const STRAY_AFTER_MS = 60 * 60_000;
/** Records swept in one run; the next run takes the rest. */
const SWEEP_BATCH = 500;

/** Records the new files, then writes both renditions under a new key; answers the key. */
export async function writePendingPhotoFiles(
  deps: PendingDeps,
  folder: string,
  files: { full: Buffer; thumb: Buffer },
): Promise<string> {
  const fileKey = crypto.randomBytes(16).toString('hex');
  await typed(deps.sql)
    .insertInto('pending_photo_files')
    .values({ folder, file_key: fileKey, created_at: deps.clock() })
    .execute();
  await deps.storage.write(folder, fileKey, files.full, files.thumb);
  return fileKey;
}

/** The files of an upload that was not kept, then their record; a failed removal leaves the record for the sweep. */
export async function dropPhotoFiles(deps: PendingDeps, folder: string, fileKey: string): Promise<void> {
  await deps.storage.remove(folder, fileKey);
  await typed(deps.sql)
    .deleteFrom('pending_photo_files')
    .where('folder', '=', folder)
    .where('file_key', '=', fileKey)
    .execute();
}

/** Removes the files of records older than STRAY_AFTER_MS, then the records; answers how many were swept. */
export async function sweepStrayPhotoFiles(deps: PendingDeps): Promise<number> {
  const before = new Date(deps.clock().getTime() - STRAY_AFTER_MS);
  const strays = await typed(deps.sql)
    .selectFrom('pending_photo_files')
    .select(['folder', 'file_key'])
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(SWEEP_BATCH)
    .execute();
  for (const stray of strays) await dropPhotoFiles(deps, stray.folder, stray.file_key);
  return strays.length;
}

const SWEEP_STRAY_PHOTO_FILES_SCHEDULE = {
  name: 'sweep-stray-photo-files',
  cron: '23 * * * *',
} as const;

export function sweepStrayPhotoFilesJob(
  deps: PendingDeps,
  log: { info: (details: object, message: string) => void },
): ScheduledJob {
  return {
    ...SWEEP_STRAY_PHOTO_FILES_SCHEDULE,
    async run() {
      const swept = await sweepStrayPhotoFiles(deps);
      if (swept > 0) log.info({ swept }, 'stray photo files removed');
    },
  };
}
