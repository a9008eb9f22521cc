import fs from 'node:fs';
import path from 'node:path';
import { runCheck, type CheckResult } from '../src/engine.js';
import { CORPUS } from './helpers/run.js';

// Real documentation sites beside the project (../shared/corpus): every one is published and
// works, so navlint must not report its valid configuration as an error. The table holds the
// number of errors each site gives today, by rule. A change in any number must be explained (a
// real breakage newly found, or a false error fixed) in the change that makes it, never just updated.
const ERRORS: Record<string, Record<string, number>> = {
  // A real breakage: 527 navigation entries of the es/ and ja/ languages name pages that have no
  // file. Three translated OpenAPI documents under es/ and ja/ use schema types OpenAPI 3 does not have.
  '0xsequence__docs': { 'openapi-invalid': 57, 'page-not-found': 527 },
  NangoHQ__nango: {},
  // Once 33 frontmatter-invalid: a quoted `description` whose next lines are not indented, which
  // js-yaml 3 (what the platform reads frontmatter with) accepts, and a snippet opening with a `---`
  // thematic break. Neither is an error on the platform, so neither is reported.
  'Portkey-AI__docs-core': {},
  PrefectHQ__fastmcp: {},
  // A real breakage: 14 pages' `openapi:` metadata names operations that are not in schema.json.
  PrefectHQ__prefect: { 'frontmatter-openapi-unresolved': 14 },
  Terminal49__API: {},
  browserbase__stagehand: {},
  chatwoot__docs: {},
  cline__cline: {},
  continuedev__continue: {},
  'dograh-hq__dograh': {},
  // The same unindented quoted `description` as Portkey's (accepted by the platform).
  formbricks__formbricks: {},
  'getlago__lago-doc': {},
  meilisearch__documentation: {},
  modelcontextprotocol__modelcontextprotocol: {},
  ollama__ollama: {},
  'pipecat-ai__docs': {},
  supermemoryai__supermemory: {},
  tensorzero__tensorzero: {},
  unkeyed__unkey: {},
  unkeyed__unkey__engineering: {},
  // Once 1 openapi-invalid: devops/developer-api/openapi.yml was read by the validator's own YAML
  // reader, stricter than YAML 1.2 parsers (a flow sequence closed at its key's indentation). The
  // document parses with the yaml library and js-yaml 4, so it is no longer reported.
  upstash__docs: {},
};

const present = fs.existsSync(CORPUS);
const sites = present ? fs.readdirSync(CORPUS).filter((d) => fs.existsSync(path.join(CORPUS, d, 'docs.json'))).sort() : [];
const suite = present ? describe : describe.skip;
const results = new Map<string, Promise<CheckResult>>();
/** The full check the CLI runs (OpenAPI validation included, nothing fetched), once per site. */
const run = (site: string): Promise<CheckResult> => results.get(site) ?? results.set(site, runCheck({ dir: '.', cwd: path.join(CORPUS, site), fs })).get(site)!;

suite('real sites (../shared/corpus)', () => {
  test('the table names every site of the corpus', () => {
    expect(sites).toEqual(Object.keys(ERRORS).sort());
  });

  test.each(sites)('%s', async (site) => {
    const result = await run(site);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    const byRule: Record<string, number> = {};
    for (const d of errors) byRule[d.rule] = (byRule[d.rule] ?? 0) + 1;
    expect(byRule).toEqual(ERRORS[site]);
    expect(result.summary.errors).toBe(errors.length);
  });

  test('0xsequence__docs: every missing page is under es/ or ja/', async () => {
    const missing = (await run('0xsequence__docs')).diagnostics.filter((d) => d.rule === 'page-not-found');
    const byLanguage: Record<string, number> = {};
    for (const d of missing) byLanguage[d.page!.split('/')[0]] = (byLanguage[d.page!.split('/')[0]] ?? 0) + 1;
    expect(byLanguage).toEqual({ es: 402, ja: 125 });
  });
});
