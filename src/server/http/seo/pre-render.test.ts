import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMemoryLogger } from '../../lib/logger';
import type { PageData } from './initial-data';
import { createPreRenderer } from './pre-render';

/**
 * The markup cache follows the data the markup shows: one render per path and data version, a new
 * version renders again. The renderer here is a stand-in build that counts its renders and writes
 * the agents' names, so a stale page shows.
 */
const dir = mkdtempSync(join(tmpdir(), 'pre-render-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function stubBuild(name: string): string {
  const entry = join(dir, `${name}.js`);
  writeFileSync(
    entry,
    `let renders = 0;
export async function renderSitePage(url, data) {
  renders += 1;
  const names = data.agents.map((a) => a.name).join(',');
  return { html: '<p>' + new URL(url).pathname + ' ' + names + ' #' + renders + '</p>', head: '', status: 200 };
}
export const renderAppPage = renderSitePage;
`,
  );
  return entry;
}

function pageData(version: string, names: string[]): PageData {
  const agents = names.map((name) => ({ name })) as unknown as PageData['data']['agents'];
  return { data: { agents, config: { ai: 'offline', googleClientId: null, turnstileSiteKey: null, billingMode: 'local' } }, version, script: '' };
}

describe('pre-rendered markup cache', () => {
  test('kept per path while the data stays; a new data version renders afresh', async () => {
    const preRender = createPreRenderer(stubBuild('versions'), createMemoryLogger());
    const v1 = pageData('v1', ['Chat Advisor']);
    const v2 = pageData('v2', ['Chat Advisor Plus']);
    expect((await preRender('/', v1, { cache: true, entry: 'site' }))?.html).toBe('<p>/ Chat Advisor #1</p>');
    expect((await preRender('/', v1, { cache: true, entry: 'site' }))?.html).toBe('<p>/ Chat Advisor #1</p>');
    expect((await preRender('/tools', v1, { cache: true, entry: 'site' }))?.html).toBe('<p>/tools Chat Advisor #2</p>');
    expect((await preRender('/', v2, { cache: true, entry: 'site' }))?.html).toBe('<p>/ Chat Advisor Plus #3</p>');
    expect((await preRender('/', v2, { cache: true, entry: 'site' }))?.html).toBe('<p>/ Chat Advisor Plus #3</p>');
  });

  test('the 404 page: one render per data version, the real path put in its place', async () => {
    const preRender = createPreRenderer(stubBuild('not-found'), createMemoryLogger());
    const v1 = pageData('v1', ['A']);
    expect((await preRender('/nope', v1, { cache: false, entry: 'site' }))?.html).toBe('<p>/nope A #1</p>');
    expect((await preRender('/<b>', v1, { cache: false, entry: 'site' }))?.html).toBe('<p>/&lt;b&gt; A #1</p>');
    expect((await preRender('/nope', pageData('v2', ['B']), { cache: false, entry: 'site' }))?.html).toBe('<p>/nope B #2</p>');
  });
});
