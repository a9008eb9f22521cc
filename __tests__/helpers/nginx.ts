import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';

/** Where nginx is (Debian's `nginx` package puts it in /usr/sbin); undefined when it is not installed. */
export const NGINX = [process.env.NAVLINT_NGINX, '/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find(
  (p): p is string => p !== undefined && fs.existsSync(p),
);

/** A free TCP port on 127.0.0.1 (free when asked: the caller binds it at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });
}

/** A running nginx of a test: its port, its error log, and how to stop it. */
export interface RunningNginx {
  port: number;
  url: string;
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * Starts nginx in the foreground with its own prefix and configuration in a temporary folder, listening on
 * 127.0.0.1 on a free port; `location` is the body of `location /_mintlify/ { … }` in front of `upstream`.
 */
export async function startNginx(location: string, upstreamPort: number): Promise<RunningNginx> {
  if (!NGINX) throw new Error('nginx is not installed');
  for (let attempt = 0; ; attempt++) {
    try {
      return await tryStart(location, upstreamPort);
    } catch (e) {
      // Another process may have taken the free port in between: try another one.
      if (attempt >= 2 || !/Address already in use/.test(String(e))) throw e;
    }
  }
}

async function tryStart(location: string, upstreamPort: number): Promise<RunningNginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'navlint-nginx-'));
  const port = await freePort();
  const conf = path.join(prefix, 'nginx.conf');
  const errorLog = path.join(prefix, 'error.log');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `  ${t}_temp_path ${path.join(prefix, t)};`)
    .join('\n');
  fs.writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
error_log ${errorLog} warn;
events { worker_connections 64; }
http {
  access_log ${path.join(prefix, 'access.log')};
${temp}
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    location /_mintlify/ {
      ${location}
      proxy_pass http://127.0.0.1:${upstreamPort};
    }
    location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
    }
  }
}
`,
  );
  const child: ChildProcess = spawn(
    NGINX!,
    ['-p', prefix, '-e', errorLog, '-c', conf, '-g', `daemon off; pid ${path.join(prefix, 'nginx.pid')};`],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (s: string) => (stderr += s));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  // A bound on the wait for nginx to listen, generous for a busy machine.
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '';
      await stop();
      throw new Error(`nginx exited with ${child.exitCode}: ${stderr}${log}`);
    }
    if (await accepts(port)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not listen on 127.0.0.1:${port}: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { port, url: `http://127.0.0.1:${port}`, errorLog: () => fs.readFileSync(errorLog, 'utf8'), stop };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
