import type { moderationPhotoSchema, PhotoRejectReason } from '@community/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { photoFilename } from '../../platform/photo-names.ts';
import { withTransaction } from '../../platform/sql.ts';
import { refreshMainPhoto } from '../photos/index.ts';

type ModerationDeps = Pick<AppDeps, 'db' | 'clock'>;
type QueuedPhoto = z.infer<typeof moderationPhotoSchema>;
const QUEUE_PAGE = 100;

/** Photos of this site waiting for a decision, oldest first. */
export async function photoQueue(deps: ModerationDeps, siteId: number): Promise<QueuedPhoto[]> {
  const { rows } = await deps.db.$client.query<{
    id: number;
    file_key: string;
    created_at: Date;
    owner_id: number;
    owner_name: string;
  }>(
    `SELECT ph.id::int AS id, ph.file_key, ph.created_at, p.id::int AS owner_id, p.name AS owner_name
     FROM photos ph JOIN profiles p ON p.id = ph.user_id
     WHERE ph.status = 'inspection' AND p.site_id = $1
     ORDER BY ph.id LIMIT $2`,
    [siteId, QUEUE_PAGE],
  );
  return rows.map((row) => ({
    id: row.id,
    thumb_filename: photoFilename(row, 'thumb'),
    filename: photoFilename(row, 'full'),
    created_at: row.created_at.toISOString(),
    owner: { id: row.owner_id, name: row.owner_name },
  }));
}

/**
 * Approves or rejects a photo still in inspection. A photo decided already (another moderator, a double
 * click) is left as it is; the answer is the queue either way.
 */
export async function decidePhoto(
  deps: ModerationDeps,
  siteId: number,
  moderatorId: number,
  decision:
    | { id: number; decision: 'approve' }
    | { id: number; decision: 'reject'; reason: PhotoRejectReason },
): Promise<QueuedPhoto[]> {
  await withTransaction(deps.db.$client, async (tx) => {
    const now = deps.clock();
    const { rows } = await tx.query<{ user_id: number }>(
      `UPDATE photos ph SET status = $2, reject_reason = $3, reviewed_at = $4, reviewed_by = $5
       FROM profiles p
       WHERE ph.id = $1 AND p.id = ph.user_id AND p.site_id = $6 AND ph.status = 'inspection'
       RETURNING ph.user_id::int AS user_id`,
      [
        decision.id,
        decision.decision === 'approve' ? 'active' : 'rejected',
        decision.decision === 'reject' ? decision.reason : null,
        now,
        moderatorId,
        siteId,
      ],
    );
    const owner = rows[0]?.user_id;
    if (owner !== undefined) await refreshMainPhoto(tx, owner, now);
  });
  return photoQueue(deps, siteId);
}
