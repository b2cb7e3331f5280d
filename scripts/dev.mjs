// Development: the server with reload on change, and Vite's dev server (http://localhost:5173) proxying /api.
import { spawn } from 'node:child_process';

const children = [
  spawn(
    'node',
    ['--watch-path=server/src', '--watch-path=contract/src', '--import', 'tsx', 'server/src/main.ts'],
    {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'development' },
    },
  ),
  spawn('npm', ['run', 'dev', '-w', 'web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
