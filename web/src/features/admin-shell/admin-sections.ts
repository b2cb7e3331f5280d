import type { StaffRole, WebRouteName } from '@community/contract';

/**
 * The back office's sections in its navigation, each shown when its route is built and the staff member's role
 * may use it (decision 0053): moderators handle content, members and the fictional inbox; administrators also
 * sites, prices, codes and staff.
 */
export type AdminSection = {
  route: WebRouteName | `admin-${string}`;
  label: string;
  roles: readonly StaffRole[];
};

const everyone = ['moderator', 'administrator'] as const;
const administrators = ['administrator'] as const;

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { route: 'admin', label: 'adminShell.nav.dashboard', roles: everyone },
  { route: 'admin-photos', label: 'adminShell.nav.photos', roles: everyone },
  { route: 'admin-complaints', label: 'adminShell.nav.complaints', roles: everyone },
  { route: 'admin-flags', label: 'adminShell.nav.flags', roles: everyone },
  { route: 'admin-members', label: 'adminShell.nav.members', roles: everyone },
  { route: 'admin-inbox', label: 'adminShell.nav.inbox', roles: everyone },
  { route: 'admin-fictional', label: 'adminShell.nav.fictional', roles: everyone },
  { route: 'admin-sites', label: 'adminShell.nav.sites', roles: administrators },
  { route: 'admin-packages', label: 'adminShell.nav.packages', roles: administrators },
  { route: 'admin-codes', label: 'adminShell.nav.codes', roles: administrators },
  { route: 'admin-orders', label: 'adminShell.nav.orders', roles: administrators },
  { route: 'admin-audit', label: 'adminShell.nav.audit', roles: administrators },
  { route: 'admin-staff', label: 'adminShell.nav.staff', roles: administrators },
];
