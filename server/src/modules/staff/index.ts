// The staff module's door for other modules and the commands: the second factor's removal (npm run staff).

export { endStaffSessions, removeSecondFactor } from './second-factor-queries.ts';
