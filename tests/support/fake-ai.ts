import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';

export type FakeAi = {
  url: string;
  requests: unknown[];
  mode: 'ok' | 'fail' | 'slow' | 'garbage';
  close: () => Promise<void>;
};

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return JSON.parse(body);
}

/**
 * A local server speaking the OpenAI chat-completions API: it "translates" by prefixing EN:. On
 * `port` when given (a browser test's server asks at a known port), else on any free one.
 */
export async function startFakeAi(port = 0): Promise<FakeAi> {
  const state: FakeAi = { url: '', requests: [], mode: 'ok', close: async () => {} };
  const server: Server = createServer(async (req, res) => {
    const body = await readJson(req);
    state.requests.push({ path: req.url, auth: req.headers.authorization, body });
    if (state.mode === 'fail') {
      res.writeHead(500).end('{"error":"down"}');
      return;
    }
    if (state.mode === 'slow') return; // never answers: the client's timeout must fire
    const messages = body.messages as { role: string; content: string }[];
    const sources = JSON.parse(messages.at(-1)?.content ?? '[]') as string[];
    const content =
      state.mode === 'garbage' ? 'not json' : JSON.stringify(Object.fromEntries(sources.map((s) => [s, `EN:${s}`])));
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const { port: bound } = server.address() as { port: number };
  state.url = `http://127.0.0.1:${bound}/v1`;
  state.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
