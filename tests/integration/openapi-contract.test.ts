import { expect, test } from 'bun:test';
import { join } from 'node:path';
import { openApiDocument } from '../../src/server/rest/routes';

/**
 * The committed contract (src/sdk/openapi.json and its generated types) is what the app serves,
 * and Redocly's recommended rules pass on it. Costs about 6 s (two Bun processes).
 */
const root = join(import.meta.dir, '../..');

async function run(cmd: string[], env: Record<string, string> = {}) {
  const proc = Bun.spawn(cmd, { cwd: root, stdout: 'pipe', stderr: 'pipe', env: { ...process.env, ...env } });
  const [stdout, stderr, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  return { stdout, stderr, code };
}

test('the committed OpenAPI document is the one the app serves', async () => {
  const committed = await Bun.file(join(root, 'src/sdk/openapi.json')).json();
  expect(committed).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
});

test('the committed document and types are up to date (bun run openapi:generate)', async () => {
  const { code, stderr } = await run([process.execPath, 'scripts/generate-openapi.ts', '--check']);
  expect(stderr).toBe('');
  expect(code).toBe(0);
}, 60_000);

test("Redocly's recommended rules report no error and no warning (offline)", async () => {
  const { code, stdout } = await run(
    [process.execPath, '--bun', 'node_modules/.bin/redocly', 'lint', 'src/sdk/openapi.json', '--format=json'],
    // No telemetry, no update check: the linter needs no network.
    { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  );
  const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number; ignored: number }; problems: { ruleId: string; message: string; ignored?: boolean }[] };
  expect(report.problems.filter((p) => !p.ignored)).toEqual([]);
  expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 5 });
  expect(code).toBe(0);
}, 60_000);
