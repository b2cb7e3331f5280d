import type { Viewer as Member } from '../../platform/request-context.ts';

/** Who is looking at something: a member (with their staff role) or, as null, a visitor (`request.viewer`). */
export type Viewer = Member | null;
