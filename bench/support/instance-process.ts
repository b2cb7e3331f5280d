/**
 * One server instance in a process of its own, as a second `npm start` over the same database would run:
 * started with fork() and the database URL and data folder as arguments; tells its port with
 * { port }, answers { cpu } (its CPU seconds so far) to 'cpu', and closes on 'stop'.
 */
import { startBenchInstance } from './chat-bench.ts';

const [url, dataDir] = process.argv.slice(2) as [string, string];
const instance = await startBenchInstance(url, dataDir);
process.send?.({ port: instance.port });
process.on('message', async (message: 'cpu' | 'stop') => {
  if (message === 'cpu') {
    const cpu = process.cpuUsage();
    process.send?.({ cpu: (cpu.user + cpu.system) / 1e6 });
  } else {
    await instance.stop();
    process.exit(0);
  }
});
