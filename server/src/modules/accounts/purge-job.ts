import type { ScheduledJob } from '../../platform/jobs.ts';
import type { MemberDataHook } from '../../platform/member-data.ts';
import { purgeDeletedAccounts } from './deletion-service.ts';
import type { AccountDeps } from './deps.ts';

/** Erases accounts deleted more than 14 days ago (docs/operations.md), hourly. */
export const PURGE_DELETED_ACCOUNTS_SCHEDULE = {
  name: 'purge-deleted-accounts',
  cron: '17 * * * *',
} as const;

export function purgeDeletedAccountsJob(
  deps: AccountDeps,
  memberData: readonly MemberDataHook[],
  log: { info: (details: object, message: string) => void },
): ScheduledJob {
  return {
    ...PURGE_DELETED_ACCOUNTS_SCHEDULE,
    async run() {
      const purged = await purgeDeletedAccounts(deps, memberData);
      if (purged > 0) log.info({ purged }, 'deleted accounts purged');
    },
  };
}
