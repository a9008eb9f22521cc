import type { Span } from '../core/types.js';
import { getProp, type JNode } from '../core/jnode.js';
import type { SiteModel } from '../model/site.js';
import { specOf } from '../model/openapi.js';
import { OPERATION_METHODS, type SpecDoc } from '../openapi/spec.js';

/** The path every playground request is sent to on the docs site, when the playground's proxy is on. */
export const RELAY_PATH = '/_mintlify/api/request';

/** One API server the playground sends requests to when the proxy is off, and what those requests carry. */
export interface ServerTarget {
  /** The server URL, with its variables replaced by their defaults. */
  url: string;
  /** The HTTP methods of the operations served there, upper-case, in the specification's order. */
  methods: string[];
  /** The request headers the playground sends there, lower-case and sorted (as a preflight lists them). */
  headers: string[];
  /** The documents that name this server (docs-root-relative paths or URLs). */
  specs: string[];
}

/** A server or document that cannot be checked, and why. */
export interface SkippedTarget {
  what: string;
  spec: string;
  reason: string;
}

/** What docs.json says about the playground: whether requests go through the site, and the API servers. */
export interface PlaygroundSetup {
  /** `api.playground.proxy`; true when it is not set. */
  proxy: boolean;
  /** Where `api.playground.proxy` is written, when it is. */
  proxySpan?: Span;
  servers: ServerTarget[];
  skipped: SkippedTarget[];
}

/** A value of `api.playground.proxy` that is not a boolean: the check cannot know where requests go. */
export class PlaygroundSettingError extends Error {
  constructor(
    message: string,
    readonly span: Span,
  ) {
    super(message);
  }
}

/** Reads `api.playground.proxy` and the servers of every OpenAPI document the site uses (navigation, `api.openapi`, page metadata). */
export function readPlaygroundSetup(model: SiteModel): PlaygroundSetup {
  const proxyProp = getProp(getProp(getProp(model.docs, 'api')?.value, 'playground')?.value, 'proxy');
  let proxy = true;
  if (proxyProp) {
    if (proxyProp.value.type !== 'boolean')
      throw new PlaygroundSettingError(
        `api.playground.proxy must be true or false, not ${describe(proxyProp.value)}`,
        proxyProp.value.span,
      );
    proxy = proxyProp.value.value as boolean;
  }
  const setup: PlaygroundSetup = {
    proxy,
    ...(proxyProp ? { proxySpan: proxyProp.value.span } : {}),
    servers: [],
    skipped: [],
  };
  const specs = new Map<string, SpecDoc>();
  const notFetched = new Set<string>();
  for (const ref of model.openapi?.references ?? []) {
    const spec = specOf(ref.resolution);
    if (spec) specs.set(spec.file, spec);
    else if (ref.resolution.status === 'remote') notFetched.add(ref.resolution.url);
  }
  for (const url of notFetched)
    setup.skipped.push({ what: url, spec: url, reason: 'a remote document, not fetched (use --fetch-remote)' });
  const byUrl = new Map<string, ServerTarget>();
  for (const spec of [...specs.values()].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0))) {
    if (spec.kind !== 'openapi3' || spec.root?.type !== 'object') {
      setup.skipped.push({
        what: spec.rel,
        spec: spec.rel,
        reason:
          spec.kind === 'swagger2'
            ? 'a Swagger 2.0 document, which the platform does not support'
            : 'not a readable OpenAPI 3 document',
      });
      continue;
    }
    const headers = requestHeaders(spec.root);
    const uses = serverUses(spec.root);
    if (uses.length === 0)
      setup.skipped.push({
        what: spec.rel,
        spec: spec.rel,
        reason: 'names no server: the playground would send its requests to the docs site itself',
      });
    for (const use of uses) {
      const resolved = resolveServerUrl(use.server);
      if ('reason' in resolved) {
        setup.skipped.push({ what: resolved.raw, spec: spec.rel, reason: resolved.reason });
        continue;
      }
      let target = byUrl.get(resolved.url);
      if (!target) {
        target = { url: resolved.url, methods: [], headers: [], specs: [] };
        byUrl.set(resolved.url, target);
      }
      for (const m of use.methods) if (!target.methods.includes(m)) target.methods.push(m);
      for (const h of headers) if (!target.headers.includes(h)) target.headers.push(h);
      if (!target.specs.includes(spec.rel)) target.specs.push(spec.rel);
    }
  }
  for (const t of byUrl.values()) {
    t.methods.sort((a, b) => OPERATION_METHODS.indexOf(a.toLowerCase()) - OPERATION_METHODS.indexOf(b.toLowerCase()));
    t.headers.sort();
    setup.servers.push(t);
  }
  return setup;
}

function describe(node: JNode): string {
  return node.type === 'string'
    ? JSON.stringify(node.value)
    : node.type === 'object' || node.type === 'array'
      ? `an ${node.type}`
      : String(node.value);
}

interface ServerUse {
  server: JNode;
  methods: string[];
}

/** Each server object of a document with the methods of the operations it serves (operation servers override path servers, which override the root's). */
function serverUses(root: JNode): ServerUse[] {
  const uses = new Map<JNode, Set<string>>();
  const add = (servers: JNode[], method: string) => {
    for (const s of servers) {
      let set = uses.get(s);
      if (!set) uses.set(s, (set = new Set()));
      set.add(method);
    }
  };
  const rootServers = serverList(getProp(root, 'servers')?.value);
  const paths = getProp(root, 'paths')?.value;
  let operations = 0;
  if (paths?.type === 'object') {
    for (const p of paths.props) {
      const pathServers = serverList(getProp(p.value, 'servers')?.value);
      if (p.value.type !== 'object') continue;
      for (const prop of p.value.props) {
        if (!OPERATION_METHODS.includes(prop.key) || prop.value.type !== 'object') continue;
        operations++;
        const own = serverList(getProp(prop.value, 'servers')?.value);
        add(own.length ? own : pathServers.length ? pathServers : rootServers, prop.key.toUpperCase());
      }
    }
  }
  // A document without operations still names its servers: the playground would send POST requests there.
  if (operations === 0) add(rootServers, 'POST');
  return [...uses].map(([server, methods]) => ({ server, methods: [...methods] }));
}

function serverList(node: JNode | undefined): JNode[] {
  return node?.type === 'array' ? node.items.filter((s) => s.type === 'object') : [];
}

/** A server's URL with each `{variable}` replaced by its default; relative and malformed URLs cannot be checked. */
function resolveServerUrl(server: JNode): { url: string } | { raw: string; reason: string } {
  const urlNode = getProp(server, 'url')?.value;
  if (urlNode?.type !== 'string') return { raw: '(a server without url)', reason: 'the server has no url' };
  const raw = urlNode.value as string;
  const variables = getProp(server, 'variables')?.value;
  let missing: string | undefined;
  const url = raw.replace(/\{([^{}]*)\}/g, (whole, name: string) => {
    const value = getProp(getProp(variables, name)?.value, 'default')?.value;
    if (value?.type === 'string' || value?.type === 'number') return String(value.value);
    missing ??= name;
    return whole;
  });
  if (missing !== undefined) return { raw, reason: `the variable {${missing}} has no default` };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { raw, reason: 'a relative URL: the playground would send its requests to the docs site itself' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return { raw, reason: `a ${parsed.protocol} URL, not http(s)` };
  if (parsed.username || parsed.password) return { raw, reason: 'the URL holds a user name or password' };
  return { url: parsed.href };
}

/**
 * The headers the playground sends with a request: `content-type` for its JSON body, `authorization` for HTTP,
 * OAuth 2 and OpenID Connect security schemes, and the header of each API-key scheme.
 */
function requestHeaders(root: JNode): string[] {
  const headers = new Set(['content-type']);
  const schemes = getProp(getProp(root, 'components')?.value, 'securitySchemes')?.value;
  if (schemes?.type === 'object') {
    for (const p of schemes.props) {
      const type = getProp(p.value, 'type')?.value;
      const t = type?.type === 'string' ? (type.value as string) : '';
      if (t === 'http' || t === 'oauth2' || t === 'openIdConnect') headers.add('authorization');
      else if (t === 'apiKey') {
        const where = getProp(p.value, 'in')?.value;
        const name = getProp(p.value, 'name')?.value;
        if (
          where?.type === 'string' &&
          where.value === 'header' &&
          name?.type === 'string' &&
          /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name.value as string)
        )
          headers.add((name.value as string).toLowerCase());
      }
    }
  }
  return [...headers];
}
