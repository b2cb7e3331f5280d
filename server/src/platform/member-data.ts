import type { Sql } from './sql.ts';

/**
 * What one module holds on a member, registered by that module (decision 0037): its part of the data export
 * (GDPR article 20) and of the purge of a deleted account. The accounts module runs every registered hook, in
 * the order app composition gives them, without knowing which modules they come from.
 */
export type MemberDataHook = {
  /** Properties this module adds to the member's export document. */
  exportData?: (sql: Sql, memberId: number) => Promise<Record<string, unknown>>;
  /**
   * Erases the module's data of the member inside the purge's transaction. Work that must wait until that
   * transaction committed (removing files) goes to `afterCommit`, so a purge that rolls back keeps its files.
   */
  purge?: (sql: Sql, memberId: number, afterCommit: (work: () => Promise<void>) => void) => Promise<void>;
};
