import { palette, safeJson, safeTerminalText } from '../report/text.js';
import type { ProxyCheck, ProxyCheckReport } from './check.js';

/** The report as the `--format json` contract (version 1). */
export function formatProxyCheckJson(report: ProxyCheckReport): string {
  return safeJson(report) + '\n';
}

/** The report for a terminal or a log: each request and its answer, what it means, and the verdict last. */
export function formatProxyCheckText(report: ProxyCheckReport, options: { color: boolean }): string {
  const p = palette(options.color);
  const t = safeTerminalText;
  const lines: string[] = [];
  const mode = report.proxy
    ? 'api.playground.proxy: true, so requests go through the site'
    : 'api.playground.proxy: false, so requests go from the browser to the API';
  lines.push(`Proxy check of ${t(report.site)} (${mode})`);
  for (const c of report.checks) {
    lines.push(`  ${requestLine(c, t)} → ${answer(c, t)}`);
    for (const r of c.redirects)
      lines.push(
        p.dim(`      ${r.status} redirect to ${t(r.to)}${r.method !== c.request.method ? ` (now ${r.method})` : ''}`),
      );
    if (c.problems) for (const problem of c.problems) lines.push(`      ${p.red('✖')} ${t(problem)}`);
    else if (c.kind === 'relay' && c.request.method === 'POST')
      lines.push(`      ${c.outcome === 'reached' ? p.green('✔') : p.red('✖')} ${t(c.message)}`);
    else if (c.outcome === 'allowed') lines.push(`      ${p.green('✔')} ${t(c.message)}`);
  }
  for (const s of report.skipped)
    lines.push(p.dim(`  not checked: ${t(s.what)}${s.what !== s.spec ? ` (${t(s.spec)})` : ''}: ${t(s.reason)}`));
  const mark = report.result === 'allowed' ? p.green('✔') : p.red('✖');
  lines.push(`${mark} ${p.bold(report.result)}: ${t(report.message)}`);
  return lines.join('\n') + '\n';
}

function requestLine(c: ProxyCheck, t: (s: string) => string): string {
  const url = t(c.request.url);
  if (c.kind === 'cors') {
    const h = c.request.headers;
    return `OPTIONS ${url} (${t(h['Access-Control-Request-Method'] ?? '')}; ${t(h['Access-Control-Request-Headers'] ?? '')})`;
  }
  return `${c.request.method.padEnd(4)} ${url}`;
}

function answer(c: ProxyCheck, t: (s: string) => string): string {
  if (c.error) return `${c.error.code}: ${t(c.error.message)}`;
  const r = c.response!;
  const extra = [
    r.headers.allow !== undefined ? `Allow: ${r.headers.allow}` : '',
    r.headers.server !== undefined ? `Server: ${r.headers.server}` : '',
    r.title ? `"${r.title}"` : '',
  ].filter(Boolean);
  return t(`${r.status}${r.statusText ? ` ${r.statusText}` : ''}${extra.length ? ` (${extra.join(', ')})` : ''}`);
}
