import fs from 'node:fs';

/**
 * CPU time of one thread of this process, read from Linux's `/proc` (elsewhere: none, and callers count wall-clock
 * time instead). A page's time bound is counted in the CPU time of the thread that parses it: on a loaded machine
 * a real page can wait longer than the bound for a core, and that must not make it "too complex".
 */

/** Clock ticks a second, as `/proc` counts them (USER_HZ, 100 on every Linux navlint runs on). */
const TICKS_PER_SECOND = 100;

/** The id of the calling thread, as `/proc/self/task/<id>` names it; none where there is no `/proc`. */
export function currentThreadId(): number | undefined {
  try {
    const id = Number(/^(\d+) /.exec(fs.readFileSync('/proc/thread-self/stat', 'utf8'))?.[1]);
    return Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The user and system CPU time a thread of this process has used, in milliseconds; none when it cannot be read. */
export function threadCpuMs(id: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/self/task/${id}/stat`, 'utf8');
    // After the command name (in parentheses, which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}
