import crypto from 'node:crypto';
import type { FictionalProfile, FictionalProfileBody } from '@community/contract';
import type { AppDeps } from '../../deps.ts';
import { photoStorageOf } from '../../platform/configured-photo-storage.ts';
import { AppError } from '../../platform/errors.ts';
import { photoFilename } from '../../platform/photo-names.ts';
import { withTransaction } from '../../platform/sql.ts';
import type { AuditWriter } from '../../platform/staff-audit.ts';
import { storeStaffPhoto } from '../photos/index.ts';
import {
  type FictionalProfileRow,
  findFictionalProfile,
  insertFictionalProfile,
  listFictionalProfiles,
  updateFictionalProfile,
} from './profile-queries.ts';

type FictionalDeps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'photoStorage'>;

function presentProfile(row: FictionalProfileRow): FictionalProfile {
  return {
    id: row.id,
    name: row.name,
    date_of_birth: row.date_of_birth,
    gender: row.gender,
    sexuality: row.sexuality,
    country: row.country,
    region: row.region,
    description: row.description,
    interests: row.interests,
    photos: row.photos.map((photo) => ({
      id: photo.id,
      thumb_filename: photoFilename(photo, 'thumb'),
      main: photo.main,
    })),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** What the audit log keeps of a profile: its fields, not its photos. */
const auditState = ({ photos: _, created_at: __, ...fields }: FictionalProfileRow) => fields;

export async function fictionalProfiles(deps: FictionalDeps, siteId: number) {
  const rows = await listFictionalProfiles(deps.db.$client, siteId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    gender: row.gender,
    country: row.country,
    thumb_filename: row.main_photo && photoFilename(row.main_photo, 'thumb'),
    conversations: row.conversations,
  }));
}

export async function fictionalProfile(deps: FictionalDeps, siteId: number, id: number) {
  const row = await findFictionalProfile(deps.db.$client, siteId, id);
  if (!row) throw new AppError('not_found', 404);
  return presentProfile(row);
}

/** A new fictional profile of the site, listed at once (with the site's disclosure wherever members see it). */
export async function createFictionalProfile(
  deps: FictionalDeps,
  siteId: number,
  audit: AuditWriter,
  body: FictionalProfileBody,
): Promise<FictionalProfile> {
  return withTransaction(deps.db.$client, async (tx) => {
    const address = `fictional-${crypto.randomUUID()}@fictional.invalid`;
    const id = await insertFictionalProfile(tx, siteId, body, address, deps.clock());
    const row = (await findFictionalProfile(tx, siteId, id)) as FictionalProfileRow;
    await audit.record(tx, {
      action: 'fictional.create',
      targetType: 'member',
      targetId: id,
      after: auditState(row),
    });
    return presentProfile(row);
  });
}

export async function editFictionalProfile(
  deps: FictionalDeps,
  siteId: number,
  audit: AuditWriter,
  id: number,
  body: FictionalProfileBody,
): Promise<FictionalProfile> {
  return withTransaction(deps.db.$client, async (tx) => {
    const before = await findFictionalProfile(tx, siteId, id, true);
    if (!before) throw new AppError('not_found', 404);
    await updateFictionalProfile(tx, id, body, deps.clock());
    const after = (await findFictionalProfile(tx, siteId, id)) as FictionalProfileRow;
    await audit.record(tx, {
      action: 'fictional.update',
      targetType: 'member',
      targetId: id,
      before: auditState(before),
      after: auditState(after),
    });
    return presentProfile(after);
  });
}

/** A photo for a fictional profile: processed as every upload (EXIF and all metadata dropped), active at once. */
export async function addFictionalPhoto(
  deps: FictionalDeps,
  siteId: number,
  staffId: number,
  audit: AuditWriter,
  query: { id: number; client_id: string },
  body: Buffer,
): Promise<FictionalProfile> {
  if (!(await findFictionalProfile(deps.db.$client, siteId, query.id))) throw new AppError('not_found', 404);
  const stored = await storeStaffPhoto(
    { storage: photoStorageOf(deps), pool: deps.db.$client, now: deps.clock },
    { ownerId: query.id, staffId, clientId: query.client_id, body },
    (tx, photoId) =>
      audit.record(tx, {
        action: 'fictional.photo_add',
        targetType: 'member',
        targetId: query.id,
        after: { photo_id: photoId, status: 'active' },
      }),
  );
  if (stored === undefined) audit.nothingChanged();
  return fictionalProfile(deps, siteId, query.id);
}
