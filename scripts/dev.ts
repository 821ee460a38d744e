/**
 * `npm run dev`: the API (restarted on change, port API_PORT, default 8081) and Vite with hot reload
 * (port PORT, default 8080) proxying API paths to it. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8081';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
