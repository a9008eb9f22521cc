import path from 'node:path';
import type { SiteModel } from './site.js';

/** The size in bytes of a file of the docs root (a root-relative path), or 0 when it cannot be read. */
export function fileSize(model: SiteModel, rel: string): number {
  try {
    return model.fs.statSync(path.join(model.root, ...rel.split('/'))).size;
  } catch {
    return 0;
  }
}
