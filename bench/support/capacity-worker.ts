/**
 * One load process of the capacity bench (forked by bench/capacity.ts with the server's port): the browsers of
 * the members it is given. Messages in: { members }, { online: count, perSecond } (the first `count` of its
 * members online, new ones arriving at `perSecond`), 'report' (answers the window since the last report, see
 * WorkerReport), 'stop'.
 */
import { type ClientWindow, createCapacityClient } from './capacity-client.ts';
import { goOnline, type StreamCounts } from './capacity-member.ts';
import type { CapacityMember } from './capacity-population.ts';

export type WorkerReport = ClientWindow & {
  online: number;
  streams: StreamCounts;
  requestSockets: number;
  cpuSeconds: number;
  rssBytes: number;
};
type Command = { members: CapacityMember[] } | { online: number; perSecond: number } | 'report' | 'stop';

const port = Number(process.argv[2]);
const client = createCapacityClient(port);
let members: CapacityMember[] = [];
const sessions: Array<{ leave: () => void }> = [];
const streams: StreamCounts = { open: 0, opened: 0, failed: 0, dropped: 0, events: 0 };
let arrivals: ReturnType<typeof setInterval> | undefined;

const ARRIVAL_TICK_MS = 20;

function bringOnline(count: number, perSecond: number) {
  clearInterval(arrivals);
  const target = Math.min(count, members.length);
  let credit = 0;
  arrivals = setInterval(() => {
    credit += (perSecond * ARRIVAL_TICK_MS) / 1000;
    while (credit >= 1 && sessions.length < target) {
      credit--;
      const member = members[sessions.length] as CapacityMember;
      sessions.push(goOnline(member, client, streams));
    }
    if (sessions.length >= target) clearInterval(arrivals);
  }, ARRIVAL_TICK_MS);
}

process.on('message', (command: Command) => {
  if (command === 'report') {
    const cpu = process.cpuUsage();
    const report: WorkerReport = {
      ...client.takeWindow(),
      online: sessions.length,
      streams: { ...streams },
      requestSockets: client.sockets(),
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      rssBytes: process.memoryUsage.rss(),
    };
    Object.assign(streams, { opened: 0, failed: 0, dropped: 0, events: 0 });
    process.send?.(report);
  } else if (command === 'stop') {
    clearInterval(arrivals);
    for (const session of sessions) session.leave();
    process.exit(0);
  } else if ('members' in command) {
    members = command.members;
  } else {
    bringOnline(command.online, command.perSecond);
  }
});
process.send?.('ready');
