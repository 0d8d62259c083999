// The upper bound, run in its own process so it never shares an event loop with autocannon:
// a bare node:http server answering every request with the bytes the parent sends it.
import { createServer } from 'node:http';

process.once('message', (/** @type {{ body: string, headers: Record<string, string> }} */ sample) => {
  const body = Buffer.from(sample.body, 'base64');
  const headers = { ...sample.headers, 'Content-Length': String(body.length) };
  const server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
});
// The parent going away, cleanly or not, ends this process too.
process.once('disconnect', () => process.exit(0));
