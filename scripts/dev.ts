/**
 * Dev mode: the API with --watch on :3000 and Vite's dev server (hot reload) on :5173, which
 * proxies /trpc, /api, /files and /healthz to the API. Ctrl-C stops both.
 */
const port = process.env.PORT ?? '3000';
const children = [
  Bun.spawn(['bun', '--watch', 'src/server/index.ts'], { env: { BUN_CONFIG_MAX_HTTP_REQUESTS: '65535', ...process.env, PORT: port }, stdout: 'inherit', stderr: 'inherit' }),
  Bun.spawn(['bunx', '--bun', 'vite'], { env: { ...process.env, PORT: port }, stdout: 'inherit', stderr: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
await Promise.race(children.map((c) => c.exited));
stop();
