import type { Insertable, Selectable } from 'kysely';
import type { Sites } from './tables.ts';

/** `snake_case` → `camelCase`, as Kysely's CamelCasePlugin renames a row's columns. */
type Camel<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : Name;
export type CamelCased<Row> = { [Key in keyof Row as Camel<Key & string>]: Row[Key] };

/** A site as the server uses it: camel-cased rows of the generated table types. */
export type SiteRow = CamelCased<Selectable<Sites>>;
export type NewSite = CamelCased<Insertable<Sites>>;
export type MinimumMessageCosts = SiteRow['minimumMessageCosts'];

/** The snake-cased row for an insert through the typed builder (the inverse of CamelCasePlugin's renaming). */
export function snakeCased<Row>(row: CamelCased<Row>): Row {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value]),
  ) as Row;
}
