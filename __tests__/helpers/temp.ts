import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made = new Set<string>();

/** A fresh temporary folder, removed after the test file at the latest (`temp-cleanup.ts`, set up in jest.config.js). */
export function tempFolder(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.add(dir);
  return dir;
}

/** Removes every folder `tempFolder` made that is still there. */
export function removeTempFolders(): void {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  made.clear();
}
