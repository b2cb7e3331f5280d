/**
 * Where a server's time went: reads V8 CPU profiles (`BENCH_CPU_PROF=<folder> npm run bench:<part>` makes one per
 * server process) and prints the busy time by package or server module, then the functions with the most self
 * time. Run: npm run bench:profile -- <file.cpuprofile …>
 */
import fs from 'node:fs';

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** A package name, `node:<module>`, or `app:<path under server/src>`. */
function owner(url: string): string {
  if (!url) return '(V8: compiled code, GC, native)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg?.[1]) return pkg[1];
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const app = url.match(/server\/src\/(.*)$/);
  return app?.[1] ? `app:${app[1]}` : url;
}

function summarise(file: string): void {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id)?.callFrame;
    const micros = profile.timeDeltas[index] ?? 0;
    if (!frame || frame.functionName === '(idle)') return;
    busy += micros;
    const where = owner(frame.url);
    byOwner.set(where, (byOwner.get(where) ?? 0) + micros);
    const name = `${frame.functionName || '(anonymous)'}  ${where}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  });
  const share = (micros: number) => `${((100 * micros) / busy).toFixed(1).padStart(5)} %`;
  const top = (map: Map<string, number>, count: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  console.log(`${file}: busy ${(busy / 1e6).toFixed(1)} s`);
  for (const [where, micros] of top(byOwner, 20)) console.log(`  ${share(micros)}  ${where}`);
  console.log('  functions, by self time:');
  for (const [name, micros] of top(byFunction, 25)) console.log(`  ${share(micros)}  ${name}`);
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: npm run bench:profile -- <file.cpuprofile …>');
  process.exit(2);
}
for (const file of files) summarise(file);
