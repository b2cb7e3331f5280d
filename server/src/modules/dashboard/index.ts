// The dashboard module's door for other modules and app.ts.

export { dashboardRoutes } from './routes.ts';
export type { DashboardSources } from './sources.ts';
