import { once } from 'node:events';
import { createServer, type Server } from 'node:net';

/** A tiny SMTP server on loopback that accepts every message and keeps its raw DATA. */
export async function startFakeSmtp(): Promise<{ port: number; messages: string[]; close: () => Promise<void> }> {
  const messages: string[] = [];
  const server: Server = createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let at = buffer.indexOf('\r\n');
      while (at >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (data) {
          if (line === '.') {
            data = false;
            socket.write('250 2.0.0 queued\r\n');
          } else messages[messages.length - 1] += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (/^DATA/i.test(line)) {
          data = true;
          messages.push('');
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
        at = buffer.indexOf('\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as { port: number }).port,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
