// Serves the built ceiling page (bench/ssr-ceiling/dist) on an ephemeral port and tells the parent.
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const { handler } = await import(pathToFileURL(path.join(import.meta.dirname, 'dist/server/entry.mjs')).href);
const server = http.createServer((req, res) => handler(req, res));
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.once('disconnect', () => process.exit(0));
