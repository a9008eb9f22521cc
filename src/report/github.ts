import type { Diagnostic, Severity } from '../core/types.js';
import type { SourceText } from '../core/source.js';
import { type ReportInput } from '../engine/types.js';
import { displayPath } from '../core/paths.js';
import { messageWithHelp } from '../fix/changes.js';
import { inertText } from './text.js';

export { messageWithHelp };

/** Escapes the data part of a workflow command, as @actions/core does. */
export function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Escapes a property value of a workflow command, as @actions/core does. */
export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** The workflow command for each severity. */
export const COMMAND: Record<Severity, 'error' | 'warning' | 'notice'> = {
  error: 'error',
  warning: 'warning',
  notice: 'notice',
};

/** Where an annotation points, in the property names of `core.error` and friends. */
export interface AnnotationProperties {
  title: string;
  file: string;
  startLine: number;
  endLine: number;
  startColumn?: number;
  endColumn?: number;
}

/**
 * Annotation properties for a finding; columns only on one-line ranges, as the runner wants. The file name is the
 * repository's: made inert like any user text (an ESC character or `##[` in it would reach the log as it is), and
 * then escaped as a property (`%`, line breaks, `:` and `,`) where the command is written.
 */
export function annotationProperties(d: Diagnostic, file: string): AnnotationProperties {
  const props: AnnotationProperties = {
    title: inertText(d.rule),
    file: inertText(file),
    startLine: d.span.start.line,
    endLine: d.span.end.line,
  };
  if (d.span.start.line === d.span.end.line) {
    props.startColumn = d.span.start.column;
    props.endColumn = d.span.end.column;
  }
  return props;
}

/** One `::error file=…,line=…::message` line for a finding. */
export function workflowCommand(d: Diagnostic, file: string, sources?: Map<string, SourceText>): string {
  const p = annotationProperties(d, file);
  const props: [string, string | number | undefined][] = [
    ['file', p.file],
    ['line', p.startLine],
    ['endLine', p.endLine],
    ['col', p.startColumn],
    ['endColumn', p.endColumn],
    ['title', p.title],
  ];
  const list = props.filter(([, v]) => v !== undefined).map(([k, v]) => `${k}=${escapeProperty(String(v))}`);
  return `::${COMMAND[d.severity]} ${list.join(',')}::${escapeData(inertText(messageWithHelp(d, sources)))}`;
}

/** The `github` format: one workflow command per finding, file paths relative to the working directory. */
export function formatGithub(result: ReportInput): string {
  return result.diagnostics
    .map((d) => workflowCommand(d, displayPath(d.span.file, result.cwd), result.sources) + '\n')
    .join('');
}
