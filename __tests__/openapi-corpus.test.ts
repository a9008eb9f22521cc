// The OpenAPI documents of the real sites in ../shared/corpus (skipped where it is absent).
import fs from 'node:fs';
import path from 'node:path';
import { runCheck, type CheckResult } from '../src/engine/index.js';
import { CORPUS } from './helpers/run.js';

const corpus = fs.existsSync(CORPUS) ? describe : describe.skip;

corpus('real sites (../shared/corpus)', () => {
  const results = new Map<string, CheckResult>();
  // The check without pages' content (`--no-content`): what is judged here is the model and the OpenAPI documents.
  const run = async (s: string): Promise<CheckResult> =>
    results.get(s) ??
    results.set(s, await runCheck({ dir: '.', cwd: path.join(CORPUS, s), fs, content: false })).get(s)!;
  const sites = fs.existsSync(CORPUS)
    ? fs
        .readdirSync(CORPUS)
        .filter((d) => fs.existsSync(path.join(CORPUS, d, 'docs.json')))
        .sort()
    : [];

  test('PrefectHQ__prefect: its page metadata names operations that are not in its schema.json, and nothing else is an error', async () => {
    // Its redirects have errors of their own (corpus.test.ts explains them); they are no OpenAPI matter.
    const errors = (await run('PrefectHQ__prefect')).diagnostics.filter(
      (d) => d.severity === 'error' && !d.rule.startsWith('redirect-'),
    );
    expect(errors.map((d) => d.rule).every((r) => r === 'frontmatter-openapi-unresolved')).toBe(true);
    expect(errors.map((d) => `${d.page}: ${/`openapi: ([^`]*)`/.exec(d.message)?.[1]}`)).toEqual([
      'v3/api-ref/rest-api/server/admin/clear-database.mdx: post /admin/database/clear',
      'v3/api-ref/rest-api/server/admin/create-database.mdx: post /admin/database/create',
      'v3/api-ref/rest-api/server/admin/drop-database.mdx: post /admin/database/drop',
      'v3/api-ref/rest-api/server/deployments/pause-deployment-1.mdx: post /deployments/{id}/set_schedule_inactive',
      'v3/api-ref/rest-api/server/deployments/resume-deployment-1.mdx: post /deployments/{id}/set_schedule_active',
      'v3/api-ref/rest-api/server/flow-runs/count-task-runs-by-flow-run.mdx: post /ui/flow_runs/count-task-runs',
      'v3/api-ref/rest-api/server/flow-runs/read-flow-run-history.mdx: post /ui/flow_runs/history',
      'v3/api-ref/rest-api/server/flows/count-deployments-by-flow.mdx: post /ui/flows/count-deployments',
      'v3/api-ref/rest-api/server/flows/next-runs-by-flow.mdx: post /ui/flows/next-runs',
      'v3/api-ref/rest-api/server/task-runs/read-dashboard-task-run-counts.mdx: post /ui/task_runs/dashboard/counts',
      'v3/api-ref/rest-api/server/task-runs/read-task-run-1.mdx: get /ui/task_runs/{id}',
      'v3/api-ref/rest-api/server/task-runs/read-task-run-counts-by-state.mdx: post /ui/task_runs/count',
      'v3/api-ref/rest-api/server/task-runs/read-task-run-with-flow-run-name.mdx: get /ui/task_runs/{id}',
      'v3/api-ref/rest-api/server/ui/validate-obj.mdx: post /ui/schemas/validate',
    ]);
  });

  test('lower-case methods in page metadata are notices, never errors or warnings', async () => {
    const bySite: Record<string, number> = {};
    for (const s of sites) {
      const found = (await run(s)).diagnostics.filter((d) => d.rule === 'operation-method-case');
      expect(found.filter((d) => d.page === undefined || d.severity !== 'notice')).toEqual([]);
      if (found.length > 0) bySite[s] = found.length;
    }
    expect(bySite).toEqual({
      '0xsequence__docs': 304,
      'Portkey-AI__docs-core': 218,
      PrefectHQ__prefect: 179,
      Terminal49__API: 83,
      formbricks__formbricks: 29,
    });
  });

  test.each([
    // Spec forms: a path from the root through a $ref-split docs.json; three documents, one .yml; a leading `/`; page metadata only.
    ['meilisearch__documentation', 143, 0],
    ['upstash__docs', 58, 0],
    ['ollama__ollama', 12, 0],
    ['formbricks__formbricks', 0, 29],
  ])('%s: every spec form resolves (%i entries, %i page bindings)', async (s, entries, bindings) => {
    const result = await run(s);
    const model = result.model.openapi!;
    expect(
      result.diagnostics.filter((d) => d.rule === 'operation-not-found' || d.rule === 'openapi-not-found'),
    ).toEqual([]);
    expect(model.references.filter((r) => r.resolution.status !== 'found')).toEqual([]);
    expect(model.entryResults.map((r) => r.status).filter((st) => st !== 'matched')).toEqual([]);
    expect(model.entryResults.length).toBe(entries);
    expect(model.bindings.filter((b) => b.status === 'matched').length).toBe(bindings);
  });
});
