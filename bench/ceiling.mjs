// The upper bound: a bare node:http server answering every request with the same bytes.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, type, encoding] = process.argv.slice(2);
const body = readFileSync(file);
const headers = {
  'Content-Type': type,
  'Content-Length': body.length,
  ...(encoding ? { 'Content-Encoding': encoding } : {}),
};
const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
