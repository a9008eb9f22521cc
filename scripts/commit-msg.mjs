// Checks a commit message as git's `commit-msg` hook (.githooks/commit-msg; `npm run hooks` installs it in a clone):
// a subject of at most 72 characters that does not end with a period, a blank line before the body, and a body that
// says why unless the commit is mechanical (`dist: rebuilt`), a merge, a fixup, or small.
//
//   node scripts/commit-msg.mjs .git/COMMIT_EDITMSG
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** The longest subject: what `git log --oneline` and GitHub show whole. */
export const MAX_SUBJECT = 72;
/** The most lines a commit may change (added and deleted, generated files and dist/ aside) without a body. */
export const SMALL_CHANGE = 10;

/** A subject that names what a command regenerated (`dist: rebuilt`, `README: regenerated`): no why to give. */
const MECHANICAL = /^[\w./-]+: (rebuilt|regenerated)\b/;
/** Subjects git writes itself, and fixups that `git rebase --autosquash` folds into another commit. */
const GIT_WRITTEN = /^(Merge |Revert "|(fixup|squash|amend)! )/;

/** The message as git stores it with its default cleanup: comments and the scissors line's tail dropped. */
function cleanLines(text) {
  const lines = [];
  for (const line of text.split(/\r?\n/)) {
    if (/^# -+ >8 -+$/.test(line)) break;
    if (!line.startsWith('#')) lines.push(line.trimEnd());
  }
  while (lines.length && lines[0] === '') lines.shift();
  while (lines.length && lines.at(-1) === '') lines.pop();
  return lines;
}

/** What is wrong with `text`, one sentence each; `changedLines` is the size of the change it describes. */
export function checkMessage(text, changedLines = Infinity) {
  const [subject = '', second, ...rest] = cleanLines(text);
  if (subject === '') return []; // git itself refuses an empty message
  const problems = [];
  const gitWritten = GIT_WRITTEN.test(subject);
  if (subject.length > MAX_SUBJECT && !gitWritten)
    problems.push(`the subject has ${subject.length} characters; keep it to ${MAX_SUBJECT} and say the rest in the body`);
  if (/\.$/.test(subject) && !/\.\.\.$/.test(subject)) problems.push('the subject ends with a period; drop it');
  if (second !== undefined && second !== '')
    problems.push('the subject is followed by text: leave a blank line between the subject and the body');
  const body = [second ?? '', ...rest].some((l) => l !== '');
  if (!body && !gitWritten && !MECHANICAL.test(subject) && changedLines > SMALL_CHANGE)
    problems.push(`the commit changes ${changedLines} lines and has no body: say why in a body below a blank line`);
  return problems;
}

/** Lines added and deleted in what is being committed, dist/ and generated files aside (binary files count none). */
function stagedChangedLines() {
  const r = spawnSync('git', ['diff', '--cached', '--numstat', '--', '.', ':!dist', ':!**/*.generated.*'], {
    encoding: 'utf8',
  });
  if (r.status !== 0) return Infinity;
  let n = 0;
  for (const line of r.stdout.split('\n')) {
    const [added, deleted] = line.split('\t');
    n += (Number(added) || 0) + (Number(deleted) || 0);
  }
  return n;
}

if (process.argv[1] === import.meta.filename) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node scripts/commit-msg.mjs MESSAGE_FILE');
    process.exit(2);
  }
  const problems = checkMessage(fs.readFileSync(file, 'utf8'), stagedChangedLines());
  if (problems.length) {
    for (const p of problems) console.error(`commit-msg: ${p}`);
    console.error(`commit-msg: the message is kept in ${file}; \`git commit --no-verify\` skips this check`);
    process.exit(1);
  }
}
