import http from 'node:http';

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * A GET as a browser sends it, with the response read as sent: fetch would unpack a zstd body and
 * drop a Host header it is given.
 */
export function rawGet(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A request that declares a body of `declared` bytes but sends only the start of it, then waits for the
 * answer: what a server that refuses a body by its declared size says before reading it. The socket is
 * closed once the answer is read, so the rest is never sent.
 */
export function rawAnswerBeforeBody(
  url: string | URL,
  method: string,
  headers: Record<string, string>,
  start: Uint8Array,
  declared: number,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: { ...headers, 'Content-Length': String(declared) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
        req.destroy();
      });
    });
    req.on('error', reject);
    req.write(start);
  });
}
