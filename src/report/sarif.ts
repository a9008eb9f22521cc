import { safeJson } from './text.js';
import { createHash } from 'node:crypto';
import type { Diagnostic, Fix, RuleMeta, Severity, Span } from '../core/types.js';
import { ruleDocUrl } from '../core/rule-docs.js';
import { spanText, type SourceText } from '../core/source.js';
import { type ReportInput } from '../engine/types.js';
import { displayPath } from '../core/paths.js';
import { VERSION } from '../version.js';
import { messageWithHelp } from './github.js';
import { changesOf } from '../fix/changes.js';

/** navlint's home page, named in the SARIF tool driver. */
export const INFORMATION_URI = 'https://github.com/navlint/navlint';

/** The name of the fingerprint navlint puts in `partialFingerprints`. */
export const FINGERPRINT_KEY = 'navlintFinding/v1';

type SarifLevel = 'error' | 'warning' | 'note';

const LEVEL: Record<Severity, SarifLevel> = { error: 'error', warning: 'warning', notice: 'note' };

/** A SARIF 2.1.0 reporting descriptor for one rule. */
export interface SarifRule {
  id: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  help: { text: string; markdown: string };
  helpUri: string;
  defaultConfiguration: { level: SarifLevel };
  properties: { tags: string[] };
}

/** A SARIF 2.1.0 result for one finding. */
export interface SarifResult {
  ruleId: string;
  ruleIndex?: number;
  level: SarifLevel;
  message: { text: string };
  locations: {
    physicalLocation: {
      artifactLocation: { uri: string };
      region: { startLine: number; startColumn: number; endLine: number; endColumn: number };
    };
  }[];
  partialFingerprints: Record<string, string>;
  /** Other places the finding concerns (the first of two duplicates). */
  relatedLocations?: SarifRelatedLocation[];
  fixes?: SarifFix[];
}

/** A SARIF 2.1.0 related location: a place, with what it is. */
export interface SarifRelatedLocation {
  id: number;
  physicalLocation: SarifResult['locations'][number]['physicalLocation'];
  message: { text: string };
}

/** A SARIF 2.1.0 fix: replacements of regions of files (an empty region inserts). */
export interface SarifFix {
  description: { text: string };
  artifactChanges: {
    artifactLocation: { uri: string };
    replacements: {
      deletedRegion: { startLine: number; startColumn: number; endLine: number; endColumn: number };
      insertedContent: { text: string };
    }[];
  }[];
}

/** A SARIF 2.1.0 log with one run. */
export interface SarifLog {
  $schema: string;
  version: '2.1.0';
  runs: {
    tool: {
      driver: { name: string; version: string; semanticVersion: string; informationUri: string; rules: SarifRule[] };
    };
    columnKind: 'utf16CodeUnits';
    results: SarifResult[];
  }[];
}

/** The SARIF reporting descriptor of a rule. */
export function sarifRule(meta: RuleMeta): SarifRule {
  const helpUri = meta.docs?.url ?? ruleDocUrl(meta.id);
  return {
    id: meta.id,
    shortDescription: { text: meta.summary },
    fullDescription: {
      text: `${meta.summary} This ${meta.category} rule reports ${article(meta.defaultSeverity)} by default.`,
    },
    help: {
      text: `${meta.summary}\nExamples and how to fix it: ${helpUri}`,
      markdown: `${meta.summary}\n\n[Examples and how to fix it](${helpUri})`,
    },
    helpUri,
    defaultConfiguration: { level: LEVEL[meta.defaultSeverity] },
    properties: { tags: ['navlint', meta.category] },
  };
}

function article(s: Severity): string {
  return s === 'error' ? 'an error' : `a ${s}`;
}

/** Options of the SARIF format. */
export interface SarifOptions {
  /** Folder that artifact URIs are relative to (the repository root in the action, the working directory in the CLI). */
  baseDir: string;
}

/** A span as SARIF's physical location, its file relative to `baseDir`. */
function physical(span: Span, baseDir: string): SarifResult['locations'][number]['physicalLocation'] {
  return {
    artifactLocation: { uri: toUri(displayPath(span.file, baseDir)) },
    region: {
      startLine: span.start.line,
      startColumn: span.start.column,
      endLine: span.end.line,
      endColumn: span.end.column,
    },
  };
}

/** Builds the SARIF 2.1.0 log of a check. */
export function toSarif(result: ReportInput, options: SarifOptions = { baseDir: result.cwd }): SarifLog {
  const rules = result.rules.map((r) => sarifRule(r.meta));
  const index = new Map(rules.map((r, i) => [r.id, i]));
  const seen = new Map<string, number>();
  const results = result.diagnostics.map((d): SarifResult => {
    const uri = toUri(displayPath(d.span.file, options.baseDir));
    const base = fingerprint(d, uri, spanText(result.sources.get(d.span.file), d.span));
    // Identical findings in one file (same rule, message and value) stay distinct by their order.
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    const ruleIndex = index.get(d.rule);
    return {
      ruleId: d.rule,
      ...(ruleIndex !== undefined ? { ruleIndex } : {}),
      level: LEVEL[d.severity],
      message: { text: messageWithHelp(d, result.sources) },
      locations: [{ physicalLocation: physical(d.span, options.baseDir) }],
      partialFingerprints: { [FINGERPRINT_KEY]: `${base}:${n}` },
      ...(d.related
        ? {
            relatedLocations: d.related.map((r, i) => ({
              id: i + 1,
              physicalLocation: physical(r.span, options.baseDir),
              message: { text: r.message },
            })),
          }
        : {}),
      ...(d.fix || d.suggestions ? { fixes: sarifFixes(d, result.sources, options.baseDir) } : {}),
    };
  });
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'navlint',
            version: VERSION,
            semanticVersion: VERSION,
            informationUri: INFORMATION_URI,
            rules,
          },
        },
        columnKind: 'utf16CodeUnits',
        results,
      },
    ],
  };
}

/** The fix (first) and the suggestions of a finding as SARIF fixes. */
function sarifFixes(d: Diagnostic, sources: Map<string, SourceText>, baseDir: string): SarifFix[] {
  const views = changesOf(d, sources);
  const out: SarifFix[] = [];
  const one = (fix: Fix, text: string): SarifFix => ({
    description: { text },
    artifactChanges: [
      {
        artifactLocation: { uri: toUri(displayPath(fix.file, baseDir)) },
        replacements: fix.edits.map((e) => ({
          deletedRegion: {
            startLine: e.range.start.line,
            startColumn: e.range.start.column,
            endLine: e.range.end.line,
            endColumn: e.range.end.column,
          },
          insertedContent: { text: e.text },
        })),
      },
    ],
  });
  if (d.fix && views.fix) out.push(one(d.fix, `Safe fix (navlint check --fix applies it): ${views.fix.phrase}.`));
  (d.suggestions ?? []).forEach((s, i) => {
    const v = views.suggestions[i];
    out.push(one(s.fix, `Suggestion: ${s.description !== undefined ? `${s.description}: ` : ''}${v.phrase}.`));
  });
  return out;
}

/** Formats the SARIF log as text, ending with a newline. */
export function formatSarif(result: ReportInput, options?: SarifOptions): string {
  return safeJson(toSarif(result, options)) + '\n';
}

/** A hash of what a finding is about, independent of the line it stands on. */
export function fingerprint(d: Diagnostic, uri: string, valueText: string): string {
  // Messages that cite another line ("first at line 75") would otherwise change when lines move.
  const message = d.message.replace(/\blines? \d+(?:\s*(?:–|-|and)\s*\d+)?/g, 'line');
  return createHash('sha256').update([d.rule, uri, message, valueText].join('\u0000')).digest('hex').slice(0, 32);
}

/** A relative path as a URI reference: each segment percent-encoded, `/` kept. */
export function toUri(relPath: string): string {
  return relPath
    .split('/')
    .map((seg) =>
      seg === '..' || seg === '.'
        ? seg
        : encodeURIComponent(seg).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase()),
    )
    .join('/');
}
