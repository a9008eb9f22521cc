import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for one of GitHub's services on 127.0.0.1 (the Actions cache, the artifact service): a subclass answers
 * each request once its whole body is read.
 */
export abstract class LocalService {
  url = '';
  private server?: http.Server;

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => this.handle(req, res, Buffer.concat(chunks)));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  protected abstract handle(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): void;
}
