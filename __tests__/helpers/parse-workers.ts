import { EventEmitter } from 'node:events';
import { extractContent } from '../../src/content/extract.js';

/** What the pool sends a page-parsing thread: a batch of pages. */
export interface ParseRequest {
  id: number;
  jobs: { rel: string; text: string; kind: 'mdx' | 'script' }[];
  options: { variables: Record<string, string> };
}

/** A page-parsing thread that never gets work (the pages are few and small): it records being stopped. */
export class IdleWorker extends EventEmitter {
  stopped = false;
  parsed = 0;
  postMessage(_req: ParseRequest): void {
    throw new Error('no page should be sent to this worker');
  }
  terminate(): Promise<number> {
    this.stopped = true;
    return Promise.resolve(1);
  }
}

/**
 * A page-parsing thread that parses on this thread, answering as the real one does (`serveContentRequests`), with the
 * parser imported here (not the pool's, which `loadParser` loads).
 */
export class ParsingWorker extends IdleWorker {
  override postMessage(req: ParseRequest): void {
    setImmediate(() => {
      this.emit('message', { id: req.id, index: -1 });
      req.jobs.forEach((j, index) => {
        this.parsed++;
        this.emit('message', { id: req.id, index, result: extractContent(j.rel, j.text, j.kind, req.options) });
      });
    });
  }
}
