import { type ChildProcess, fork } from 'node:child_process';

/** A server instance in a process of its own (instance-process.ts) over the bench's database. */
export type ForkedInstance = { name: string; port: number; process: ChildProcess };

export async function startForkedInstance(
  name: string,
  url: string,
  dataDir: string,
): Promise<ForkedInstance> {
  const child = fork(new URL('./instance-process.ts', import.meta.url), [url, dataDir], {
    execArgv: ['--import', 'tsx'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`instance ${name} exited with ${code}`)));
  });
  return { name, port, process: child };
}

/** Its CPU seconds so far. */
export const forkedInstanceCpu = (instance: ForkedInstance) =>
  new Promise<number>((resolve) => {
    instance.process.once('message', (message) => resolve((message as { cpu: number }).cpu));
    instance.process.send('cpu');
  });

export const stopForkedInstance = (instance: ForkedInstance) =>
  new Promise<void>((resolve) => {
    instance.process.once('exit', () => resolve());
    instance.process.send('stop');
  });
