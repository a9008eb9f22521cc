import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { runCheck, type CheckResult } from '../src/engine/index.js';
import { displayPath } from '../src/core/paths.js';
import { CORPUS, ROOT } from './helpers/run.js';

// Real documentation sites beside the project (../shared/corpus): every one is published and
// works, so navlint must not report its valid configuration as an error. The table holds the
// number of errors each site gives today, by rule. A change in any number must be explained (a
// real breakage newly found, or a false error fixed) in the change that makes it, never just updated.
const ERRORS: Record<string, Record<string, number>> = {
  // A real breakage: 527 navigation entries of the es/ and ja/ languages name pages that have no
  // file. Three translated OpenAPI documents under es/ and ja/ use schema types OpenAPI 3 does not have.
  // Two pages (essentials/reusable-snippets.mdx and its ja/ copy, from the platform's starter) import
  // /snippets/snippet-intro.mdx, which is not there: the vendor's build reports the same two.
  // Links: three Japanese pages play videos at ../../../video/…, one level short of /video/ (the English
  // pages' path copied), a <Card href> without its leading slash on three pages (read against the page's
  // URL it leads nowhere; written from the root it is a page), and six redirects to pages that are gone
  // (the vendor's broken-links --check-redirects reports the same six).
  '0xsequence__docs': {
    'asset-not-found': 3,
    'link-broken': 3,
    'openapi-invalid': 57,
    'page-not-found': 527,
    'redirect-broken': 6,
    'snippet-not-found': 2,
  },
  // Six imports of snippets that are not there (four generated PreBuiltUseCases.mdx, and
  // zoho-shared-useful-links.mdx twice): the vendor's build reports the same six.
  NangoHQ__nango: { 'snippet-not-found': 6 },
  // Once 33 frontmatter-invalid: a quoted `description` whose next lines are not indented, which
  // js-yaml 3 (what the platform reads frontmatter with) accepts, and a snippet opening with a `---`
  // thematic break. Neither is an error on the platform, so neither is reported.
  // A `{{topic}}` in a table cell, outside code: MDX reads it as an expression naming an undefined
  // value, and the page fails when it renders (the vendor's validation lets it pass).
  // Links, each class checked by hand: 21 images that are not in the repository (a screenshot at the root
  // that 16 integration pages show, /images/aws-bedrock.png that is at images/llms/…; PATH_TO_PLACEHOLDER
  // in a backup page and path/to/image.png in the style guide are example paths, not reported); 33 links to pages that are not there (/product/ai-gateway/metadata and
  // /caching, /integrations/coding-agents/*, /product/administration/*, a <Card href> without its slash,
  // /docs/welcome which the /docs/:slug* redirect sends to the missing /welcome, three relative links of an
  // old LDAP page that lead nowhere, example links in the published writing-style-guide.md); three redirect
  // sources with a #fragment, which never match a path (two more, whose path is a page, are warnings);
  // three redirects to API pages that do not exist (the vendor reports the same three).
  'Portkey-AI__docs-core': {
    'asset-not-found': 21,
    'link-broken': 33,
    'redirect-broken': 3,
    'redirect-invalid': 3,
    'variable-undefined': 1,
  },
  // Four update cards show assets/updates/release-3-0.png (not in the repository) or, from /v2/updates and
  // /v3/updates, a relative assets/… path that leads under /v2/ and /v3/, where there is no such folder.
  PrefectHQ__fastmcp: { 'asset-not-found': 4 },
  // A real breakage: 14 pages' `openapi:` metadata names operations that are not in schema.json.
  // Redirects: 20 whose destination is gone (the vendor's --check-redirects reports them), one that reaches
  // a missing page through the /latest/:slug* wildcard, and 8 wildcards into folders that serve nothing
  // (/v3/guides/, /v3/tutorial/, /v3/cloud/, /v2/, …; the vendor does not judge wildcard destinations); one
  // source with a #fragment.
  PrefectHQ__prefect: { 'frontmatter-openapi-unresolved': 14, 'redirect-broken': 29, 'redirect-invalid': 1 },
  Terminal49__API: {},
  browserbase__stagehand: {},
  // A link to /contributing-guide/project-setup, a folder that holds only images.
  chatwoot__docs: { 'link-broken': 1 },
  cline__cline: {},
  // Six links to /CONTRIBUTING, which is not in the docs root; 35 redirect sources with a #fragment (they
  // never match a path): 3 errors, and 32 warnings where the path has a page or a redirect of its own; 27 redirects to model-provider pages that are gone (the vendor reports them too).
  continuedev__continue: { 'link-broken': 6, 'redirect-broken': 27, 'redirect-invalid': 3 },
  // `deployment/custom-domain` written without its leading slash: from /deployment/docker it leads nowhere.
  'dograh-hq__dograh': { 'link-broken': 1 },
  // The same unindented quoted `description` as Portkey's (accepted by the platform).
  // 195 redirects whose destinations keep the /docs prefix of the site's old home (the vendor's
  // --check-redirects reports the same 195).
  formbricks__formbricks: { 'redirect-broken': 195 },
  // An <img> of changelog/images/20251215mcp-server.png, which is there only as .webp.
  'getlago__lago-doc': { 'asset-not-found': 1 },
  // One import of a generated code sample that is not there (..._chat_1.mdx), as the vendor reports.
  // A link to /assets/datasets/kitchenware.json, not in the repository (its SOURCE.txt lists the one file
  // the snapshot lacks, movies.json); two redirects to API pages that are gone (the vendor reports both).
  meilisearch__documentation: { 'asset-not-found': 1, 'redirect-broken': 2, 'snippet-not-found': 1 },
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
  // `background.image` names /background.png, and a tutorial shows img/examples/… relative to its page:
  // neither file is there. Two redirects to pages that are gone (the vendor reports both).
  upstash__docs: { 'asset-not-found': 2, 'redirect-broken': 2 },
};

/**
 * Every content finding on the corpus, each checked by hand: the errors above, and components that are
 * neither built in, imported nor defined in their file (warnings), each a real mistake:
 * 0xsequence `<Video>` (never defined), NangoHQ `<UsefulLinks>` and `<CommonScopes>` (snippets other
 * pages import; this page does not), Portkey `<Alert>` (not a component of the platform) and `<Cards>`
 * (for `<CardGroup>`), cline `<Files>`, `<Folder>` and `<File>` (another tool's file tree: the
 * platform's is `<Tree>`, `<Tree.Folder>`, `<Tree.File>`), formbricks `<Image>` (not a component) and
 * `<TellaVideo>` (never defined), meilisearch `<RouteHighlighter>` (defined in a snippet this page does
 * not import), tensorzero `<Warn>` (for `<Warning>`), unkey engineering `<RequestField>` (for `<ParamField>`).
 */
const CONTENT_FINDINGS = [
  '0xsequence__docs/essentials/reusable-snippets.mdx:7:26 snippet-not-found',
  '0xsequence__docs/ja/essentials/reusable-snippets.mdx:7:26 snippet-not-found',
  '0xsequence__docs/ja/solutions/builder/marketplaces.mdx:20:2 component-unknown',
  '0xsequence__docs/solutions/builder/marketplaces.mdx:25:2 component-unknown',
  'NangoHQ__nango/api-integrations/cloudflare-mcp.mdx:100:30 snippet-not-found',
  'NangoHQ__nango/api-integrations/raindrop-mcp.mdx:80:30 snippet-not-found',
  'NangoHQ__nango/api-integrations/reapit.mdx:80:30 snippet-not-found',
  'NangoHQ__nango/api-integrations/robinhood-mcp.mdx:96:30 snippet-not-found',
  'NangoHQ__nango/integrations/all/stripe-app-sandbox.mdx:122:2 component-unknown',
  'NangoHQ__nango/integrations/all/stripe-app-sandbox.mdx:126:2 component-unknown',
  'NangoHQ__nango/integrations/all/zoho-people.mdx:7:25 snippet-not-found',
  'NangoHQ__nango/integrations/all/zoho-recruit.mdx:7:25 snippet-not-found',
  'Portkey-AI__docs-core/enterprise/hybrid2.mdx:68:2 component-unknown',
  'Portkey-AI__docs-core/enterprise/hybrid2.mdx:151:2 component-unknown',
  'Portkey-AI__docs-core/enterprise/hybrid2.mdx:290:2 component-unknown',
  'Portkey-AI__docs-core/guides/use-cases/how-to-use-openai-sdk-with-portkey-prompt-templates.mdx:25:45 variable-undefined',
  'Portkey-AI__docs-core/product/model-catalog/model-overrides.mdx:36:2 component-unknown',
  ...[
    [52, 2],
    [53, 4],
    [54, 6],
    [55, 6],
    [56, 8],
    [57, 10],
    [59, 8],
    [60, 10],
    [62, 8],
    [63, 10],
    [66, 6],
  ].map(([l, c]) => `cline__cline/features/multiroot-workspace.mdx:${l}:${c} component-unknown`),
  'formbricks__formbricks/surveys/general-features/email-followups.mdx:54:6 component-unknown',
  'formbricks__formbricks/surveys/general-features/email-followups.mdx:64:6 component-unknown',
  'formbricks__formbricks/surveys/general-features/metadata.mdx:7:2 component-unknown',
  'formbricks__formbricks/surveys/link-surveys/embed-surveys.mdx:14:2 component-unknown',
  'formbricks__formbricks/surveys/link-surveys/embed-surveys.mdx:109:2 component-unknown',
  'meilisearch__documentation/capabilities/analytics/advanced/events_endpoint.mdx:10:2 component-unknown',
  'meilisearch__documentation/capabilities/conversational_search/getting_started/setup.mdx:9:56 snippet-not-found',
  'tensorzero__tensorzero/gateway/generate-structured-outputs.mdx:423:2 component-unknown',
  ...[16, 20, 24, 28].map(
    (l) => `unkeyed__unkey__engineering/architecture/services/krane/secrets.mdx:${l}:2 component-unknown`,
  ),
];
const CONTENT_RULES = new Set([
  'mdx-syntax',
  'snippet-not-found',
  'snippet-export-missing',
  'component-unknown',
  'variable-undefined',
  'snippet-function-keyword',
]);

const present = fs.existsSync(CORPUS);
const sites = present
  ? fs
      .readdirSync(CORPUS)
      .filter((d) => fs.existsSync(path.join(CORPUS, d, 'docs.json')))
      .sort()
  : [];
const suite = present ? describe : describe.skip;
const results = new Map<string, Promise<CheckResult>>();
// Pages are parsed as the CLI parses them: in worker threads started from the bundled entry point.
const BUNDLE = path.join(ROOT, 'dist', 'cli.js');
const contentWorker = fs.existsSync(BUNDLE)
  ? () => new Worker(BUNDLE, { workerData: { navlint: 'content' } })
  : undefined;
/** The full check the CLI runs (OpenAPI validation and pages included, nothing fetched), once per site. */
const run = (site: string): Promise<CheckResult> =>
  results.get(site) ??
  results
    .set(
      site,
      runCheck({
        dir: '.',
        cwd: path.join(CORPUS, site),
        fs,
        ...(contentWorker ? { contentWorker, parallelism: os.availableParallelism() } : {}),
      }),
    )
    .get(site)!;
// Parsing every page of the largest site takes a while on a busy machine.
const SITE_TIMEOUT = 10 * 60_000;

suite('real sites (../shared/corpus)', () => {
  test('the table names every site of the corpus', () => {
    expect(sites).toEqual(Object.keys(ERRORS).sort());
  });

  test.each(sites)(
    '%s',
    async (site) => {
      const result = await run(site);
      const errors = result.diagnostics.filter((d) => d.severity === 'error');
      const byRule: Record<string, number> = {};
      for (const d of errors) byRule[d.rule] = (byRule[d.rule] ?? 0) + 1;
      expect(byRule).toEqual(ERRORS[site]);
      expect(result.summary.errors).toBe(errors.length);
      const content = result.diagnostics
        .filter((d) => CONTENT_RULES.has(d.rule))
        .map(
          (d) =>
            `${site}/${displayPath(d.span.file, result.cwd)}:${d.span.start.line}:${d.span.start.column} ${d.rule}`,
        );
      expect(content).toEqual(CONTENT_FINDINGS.filter((f) => f.startsWith(site + '/')));
    },
    SITE_TIMEOUT,
  );

  test('0xsequence__docs: every missing page is under es/ or ja/', async () => {
    const missing = (await run('0xsequence__docs')).diagnostics.filter((d) => d.rule === 'page-not-found');
    const byLanguage: Record<string, number> = {};
    for (const d of missing) byLanguage[d.page!.split('/')[0]] = (byLanguage[d.page!.split('/')[0]] ?? 0) + 1;
    expect(byLanguage).toEqual({ es: 402, ja: 125 });
  });
});
