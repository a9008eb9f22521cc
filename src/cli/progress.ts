import type { CheckProgress } from '../core/progress.js';

/** A terminal a progress line is drawn on (standard error's), and its width when known. */
export interface ProgressTerminal {
  write(s: string): void;
  columns?: number;
}

/** Nothing is drawn before a check has run this long: a quick one prints its report alone. */
const DELAY_MS = 1000;
/** At most one frame in this time (ten a second). */
const INTERVAL_MS = 100;
/** Back to the start of the line, which is erased. */
const CLEAR = '\r\u001b[2K';

/**
 * How far a check has come, on one line of a terminal drawn over itself: from a second after it started, at most ten
 * times a second and only when the words change; `clear` erases it before anything else is written.
 */
export class ProgressLine {
  private readonly start: number;
  private last = -Infinity;
  /** The text on the terminal now ('' when nothing is drawn). */
  private shown = '';

  constructor(
    private readonly terminal: ProgressTerminal,
    private readonly now: () => number,
    private readonly progress: CheckProgress,
  ) {
    this.start = now();
  }

  /** Draws the line if it is time and it says something new. */
  tick(): void {
    const t = this.now();
    if (t - this.start < DELAY_MS || t - this.last < INTERVAL_MS) return;
    const text = fit(progressText(this.progress, t), this.terminal.columns);
    if (text === this.shown) return;
    this.terminal.write(CLEAR + text);
    this.shown = text;
    this.last = t;
  }

  /** Erases the line, when one is drawn. */
  clear(): void {
    if (this.shown === '') return;
    this.terminal.write(CLEAR);
    this.shown = '';
  }
}

/** Draws `progress` on `terminal` as a check runs (the timer keeps no process alive); `stop` erases it. */
export function startProgress(
  terminal: ProgressTerminal,
  now: () => number,
  progress: CheckProgress,
): { stop(): void } {
  const line = new ProgressLine(terminal, now, progress);
  const timer = setInterval(() => line.tick(), INTERVAL_MS);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      line.clear();
    },
  };
}

/**
 * Whether a check shows its progress: only to a person at a terminal (standard error is one, `CI` is not set, the
 * terminal is not `dumb`), and only beside the report meant for reading (stylish, not `--quiet`).
 */
export function progressWanted(options: {
  terminal: boolean;
  env: Record<string, string | undefined>;
  format: string;
  quiet: boolean;
}): boolean {
  const { terminal, env, format, quiet } = options;
  return terminal && !env.CI && env.TERM !== 'dumb' && format === 'stylish' && !quiet;
}

/**
 * The words of the line: `navlint: 1,204 of 5,512 files parsed, 1 of 3 OpenAPI documents validated`, then
 * `navlint: 120 of 512 external links checked (35/s)`.
 */
function progressText(p: CheckProgress, now: number): string {
  const parts: string[] = [];
  if (p.links && p.links.total > 0) {
    // As lychee shows it: the count, and the rate once a second has passed.
    const seconds = (now - p.links.since) / 1000;
    const rate = seconds >= 1 ? ` (${count(Math.round(p.links.done / seconds))}/s)` : '';
    return `navlint: ${count(p.links.done)} of ${count(p.links.total)} external links checked${rate}`;
  }
  if (p.files) parts.push(`${count(p.files.done())} of ${count(p.files.total)} files parsed`);
  if (p.documents && p.documents.total > 0)
    parts.push(`${count(p.documents.done)} of ${count(p.documents.total)} OpenAPI documents validated`);
  return `navlint: ${parts.length > 0 ? parts.join(', ') : 'reading the docs root'}`;
}

function count(n: number): string {
  return n.toLocaleString('en-US');
}

/** The text cut to the terminal's width, less one column: a line that wraps cannot be drawn over. */
function fit(text: string, columns: number | undefined): string {
  return columns !== undefined && columns > 1 && text.length > columns - 1 ? `${text.slice(0, columns - 2)}…` : text;
}
