// `navlint nav`: the resolved navigation with the findings marked on it.
import path from 'node:path';
import type { Span } from '../../core/types.js';
import type { NavNode } from '../../model/navjson.js';
import { safeJson, safeTerminalText } from '../../report/text.js';
import { type CliIO, shellWord } from '../io.js';
import type { RemoteChoice, ContentChoice } from '../context.js';
import { checkSite } from './check-site.js';

// At most this many lines name what `nav` cannot read; the check lists every one.
const MAX_UNREADABLE_LINES = 10;

/**
 * `navlint nav`: the resolved navigation with the check's findings marked on the nodes they concern. What cannot be
 * read (docs.json or a file it includes) is named on stderr, and then the exit code is 1.
 */
export async function runNav(
  io: CliIO,
  dir: string | undefined,
  format: string,
  configPath: string | undefined,
  remote: RemoteChoice,
  choice: ContentChoice,
): Promise<number> {
  const result = await checkSite(io, dir ?? '.', configPath, remote, undefined, choice);
  const [{ displayPath }, { buildNavDocument }, { markNavDocument }, { formatNavText }] = await Promise.all([
    import('../../core/paths.js'),
    import('../../model/navtree.js'),
    import('../../report/navmarks.js'),
    import('../../report/navtext.js'),
  ]);
  const origins = new Map<NavNode, Span>();
  const doc = buildNavDocument(result.model, origins);
  const marked = markNavDocument(doc, origins, result, (page) => {
    const found = result.model.files.resolvePage(page);
    return found.status === 'found' ? path.join(result.model.root, found.file) : undefined;
  });
  const checkCommand = [
    'navlint check',
    ...(dir !== undefined ? [shellWord(dir)] : []),
    ...(configPath !== undefined ? ['--config', shellWord(configPath)] : []),
  ].join(' ');
  if (format === 'json') {
    // Sites with `languages`: how much of the default language each language covers.
    const { coverageOf } = await import('../../model/translations.js');
    const translations = coverageOf(result.model);
    io.stdout(safeJson(translations.length > 0 ? { ...doc, translations } : doc) + '\n');
  } else io.stdout(formatNavText(doc, { marked, checkCommand }));
  const unreadable = result.diagnostics.filter(
    (d) => d.rule === 'config-invalid-json' || d.rule === 'config-ref-unresolved',
  );
  for (const d of unreadable.slice(0, MAX_UNREADABLE_LINES)) {
    io.stderr(
      `navlint: ${safeTerminalText(`${displayPath(d.span.file, io.cwd)}:${d.span.start.line}:${d.span.start.column}: cannot be read: ${d.message}`)}\n`,
    );
  }
  if (unreadable.length > MAX_UNREADABLE_LINES)
    io.stderr(
      `navlint: and ${unreadable.length - MAX_UNREADABLE_LINES} more (${safeTerminalText(checkCommand)} lists them)\n`,
    );
  return unreadable.length > 0 ? 1 : 0;
}
