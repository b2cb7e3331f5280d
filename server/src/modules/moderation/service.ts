import type { moderationPhotosResponseSchema, PhotoRejectReason } from '@community/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { photoFilename } from '../../platform/photo-names.ts';
import { withTransaction } from '../../platform/sql.ts';
import type { AuditWriter } from '../../platform/staff-audit.ts';
import { refreshMainPhoto } from '../photos/index.ts';
import { countInspectionQueue, decideInspectedPhoto, findInspectionQueue } from './queries.ts';

type ModerationDeps = Pick<AppDeps, 'db' | 'clock'>;
type PhotoQueue = z.infer<typeof moderationPhotosResponseSchema>;
const QUEUE_PAGE = 100;

/** Photos of this site waiting for a decision, oldest first (the first 100), with their number and age. */
export async function photoQueue(deps: ModerationDeps, siteId: number): Promise<PhotoQueue> {
  const sql = deps.db.$client;
  const [rows, size] = await Promise.all([
    findInspectionQueue(sql, siteId, QUEUE_PAGE),
    countInspectionQueue(sql, siteId),
  ]);
  return {
    photos: rows.map((row) => ({
      id: row.id,
      thumb_filename: photoFilename(row, 'thumb'),
      filename: photoFilename(row, 'full'),
      created_at: row.created_at.toISOString(),
      owner: { id: row.owner_id, name: row.owner_name },
    })),
    open: size.open,
    oldest_at: size.oldest_at?.toISOString() ?? null,
  };
}

/**
 * Approves or rejects a photo still in inspection. A photo decided already (another moderator, a double
 * click) is left as it is; the answer is the queue either way.
 */
export async function decidePhoto(
  deps: ModerationDeps,
  siteId: number,
  moderatorId: number,
  audit: AuditWriter,
  decision:
    | { id: number; decision: 'approve' }
    | { id: number; decision: 'reject'; reason: PhotoRejectReason },
): Promise<PhotoQueue> {
  await withTransaction(deps.db.$client, async (tx) => {
    const now = deps.clock();
    const owner = await decideInspectedPhoto(tx, {
      photoId: decision.id,
      siteId,
      moderatorId,
      now,
      status: decision.decision === 'approve' ? 'active' : 'rejected',
      rejectReason: decision.decision === 'reject' ? decision.reason : null,
    });
    if (owner === undefined) return audit.nothingChanged();
    await refreshMainPhoto(tx, owner, now);
    await audit.record(tx, {
      action: decision.decision === 'approve' ? 'photo.approve' : 'photo.reject',
      targetType: 'photo',
      targetId: decision.id,
      reason: decision.decision === 'reject' ? decision.reason : null,
      before: { status: 'inspection', owner_id: owner },
      after: { status: decision.decision === 'approve' ? 'active' : 'rejected' },
    });
  });
  return photoQueue(deps, siteId);
}
