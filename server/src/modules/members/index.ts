// The members module's door for other modules: the member read model (a member as they see themselves, a
// profile in a list) and who is looking at something.

export { presentTile, presentUser } from './presenter.ts';
export {
  findMemberByEmail,
  findMemberById,
  type Member,
  mainPhotoOf,
  type TileRow,
  tileSelection,
  type UserRow,
} from './queries.ts';
export type { Viewer } from './viewer.ts';
