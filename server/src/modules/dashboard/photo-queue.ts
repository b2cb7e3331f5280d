import { findPhotoQueueSize } from './queries.ts';
import type { QueueSource } from './sources.ts';

/** The photo queue's size for the dashboard: photos of the site in inspection (the moderation module's queue). */
export const photoQueueSource: QueueSource = { queue: 'photos', size: findPhotoQueueSize };
