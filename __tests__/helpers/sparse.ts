import fs from 'node:fs';
import path from 'node:path';

/**
 * Makes the files a fixture case lists in `sparse-files.json` (`{ "videos/demo.mp4": 22020096 }`): files too large to
 * commit, written sparse (they take no disk space). Idempotent, so that tests running side by side may both call it;
 * the case's `.gitignore` keeps them out of commits.
 */
export function makeSparseFiles(dir: string): void {
  const manifest = path.join(dir, 'sparse-files.json');
  if (!fs.existsSync(manifest)) return;
  const sizes = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, number>;
  for (const [rel, size] of Object.entries(sizes)) {
    const file = path.join(dir, rel);
    if (fs.existsSync(file) && fs.statSync(file).size === size) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const fd = fs.openSync(file, 'w');
    try {
      fs.ftruncateSync(fd, size);
    } finally {
      fs.closeSync(fd);
    }
  }
}
