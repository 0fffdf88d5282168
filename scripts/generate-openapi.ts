/**
 * Writes the REST contract for integrators: src/sdk/openapi.json (what GET /api/openapi.json
 * serves) and src/sdk/schema.d.ts (its TypeScript types, by openapi-typescript). Run after
 * changing a REST route or a schema it uses: `bun run openapi:generate`.
 * `--check` writes nothing and fails when the committed files differ (CI: tests/integration/sdk-drift.test.ts).
 */
import { plugin } from 'bun';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openApiDocument } from '../src/server/rest/routes';

// openapi-typescript prints its output with the TypeScript 5 compiler API; the repo's `typescript`
// is 7 (native, no JS API). In this process only, its import is answered by the `typescript5` alias.
plugin({
  name: 'typescript5-for-openapi-typescript',
  setup(build) {
    build.onLoad({ filter: /node_modules\/typescript\/lib\/version\.cjs$/ }, () => ({
      contents: `import ts from ${JSON.stringify(Bun.resolveSync('typescript5', import.meta.dir))}; export default ts;`,
      loader: 'js',
    }));
  },
});
const { default: openapiTS, astToString } = await import('openapi-typescript');

const HEADER = `/**
 * Generated from the OpenAPI document by openapi-typescript (\`bun run openapi:generate\`).
 * Do not edit: change the REST routes or their schemas, then regenerate.
 */

`;

const document = openApiDocument();
const files: Record<string, string> = {
  'src/sdk/openapi.json': `${JSON.stringify(document, null, 2)}\n`,
  'src/sdk/schema.d.ts': HEADER + astToString(await openapiTS(document as unknown as Parameters<typeof openapiTS>[0])),
};

const root = join(import.meta.dir, '..');
const check = process.argv.includes('--check');
let drift = false;
for (const [path, text] of Object.entries(files)) {
  if (check) {
    const committed = await readFile(join(root, path), 'utf8').catch(() => '');
    if (committed !== text) {
      drift = true;
      console.error(`${path} is out of date: run \`bun run openapi:generate\` and commit it`);
    }
  } else {
    await writeFile(join(root, path), text);
    console.log(`wrote ${path} (${text.length} chars)`);
  }
}
if (drift) process.exit(1);
