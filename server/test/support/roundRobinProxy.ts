/**
 * A tiny round-robin HTTP proxy in front of several server processes (server/test/instances.test.ts), as a load
 * balancer would be: each request goes to the next instance, bodies and answers (server-sent streams too) piped.
 * An instance that refuses the connection (killed) is skipped for a second and the request tried on the next
 * one — it never reached the dead one; a connection that breaks after the request was sent answers 502 (or cuts
 * the answer mid-stream), and the client decides whether to retry. Every answer says which instance gave it
 * (`x-upstream: <index>`); a request may ask for one (`x-pin-upstream: <index>`) to set a scene.
 */
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Proxy {
  url: string;
  /** Requests answered 502 because an instance's connection broke mid-request. */
  broken: number;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(ports: number[]): Promise<Proxy> {
  let next = 0;
  const downUntil = new Map<number, number>();
  const pick = (): number => {
    for (let i = 0; i < ports.length; i += 1) {
      const index = next;
      next = (next + 1) % ports.length;
      if ((downUntil.get(index) ?? 0) <= Date.now()) return index;
    }
    return next;
  };
  const proxy: Proxy = { url: '', broken: 0, close: async () => {} };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const pinned = req.headers['x-pin-upstream'];
      const send = (index: number, tries: number) => {
        const headers: IncomingHttpHeaders = { ...req.headers, host: `127.0.0.1:${ports[index]}` };
        delete headers['x-pin-upstream'];
        const upstream = request({ host: '127.0.0.1', port: ports[index], method: req.method, path: req.url, headers }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(index) });
          answer.pipe(res);
          answer.on('error', () => res.destroy());
          answer.on('aborted', () => res.destroy());
        });
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (res.headersSent) {
            res.destroy();
            return;
          }
          if (error.code === 'ECONNREFUSED' && pinned === undefined && tries < ports.length) {
            downUntil.set(index, Date.now() + 1000);
            send(pick(), tries + 1);
            return;
          }
          proxy.broken += 1;
          res.writeHead(502, { 'content-type': 'text/plain', 'x-upstream': String(index) });
          res.end('upstream broke');
        });
        // The client went away (a stream it closed): let go of the instance's side too.
        res.on('close', () => {
          if (!res.writableFinished) upstream.destroy();
        });
        upstream.end(body);
      };
      send(pinned !== undefined ? Number(pinned) : pick(), 1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return proxy;
}
