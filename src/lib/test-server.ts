import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test helper: a real local server, so the client is tested through Node's own fetch, not a mock. */
export type SeenRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
export type Reply = { status?: number; body?: unknown; headers?: Record<string, string>; hang?: boolean };

export async function startTestServer() {
  const seen: SeenRequest[] = [];
  const state = { reply: (_req: SeenRequest): Reply => ({ body: {} }) };
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
    seen.push(entry);
    const { status = 200, body: out, headers, hang } = state.reply(entry);
    if (hang) return;
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(out === undefined ? '' : JSON.stringify(out));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');

  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    /** Sets how the server answers until the next reset. */
    answer(reply: (req: SeenRequest) => Reply) {
      state.reply = reply;
    },
    reset() {
      seen.length = 0;
      state.reply = () => ({ body: {} });
    },
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}
