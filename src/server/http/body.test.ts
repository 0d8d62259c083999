import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { readLimited } from './body.ts';
import { HttpError } from './errors.ts';
import { parseBody } from './validate.ts';

const tooLarge = () => new HttpError(413, 'too large');
const streamed = (size: number) =>
  new Request('http://shop.test/api/v1/login', {
    method: 'POST',
    body: new ReadableStream({
      start(c) {
        for (let sent = 0; sent < size; sent += 1024) c.enqueue(new Uint8Array(Math.min(1024, size - sent)));
        c.close();
      },
    }),
    duplex: 'half',
  } as RequestInit);

describe('request body limit', () => {
  it('refuses a body that declares more than the limit before reading it', async () => {
    const req = new Request('http://shop.test/', {
      method: 'POST',
      body: 'x',
      headers: { 'content-length': '999999999' },
    });
    await expect(readLimited(req, 1000, tooLarge)).rejects.toMatchObject({ status: 413 });
  });

  it('cuts off a streamed body that keeps going past the limit with a 413', async () => {
    await expect(readLimited(streamed(5000), 4096, tooLarge)).rejects.toBeInstanceOf(HttpError);
    expect((await readLimited(streamed(3000), 4096, tooLarge)).byteLength).toBe(3000);
  });
});

describe('JSON bodies', () => {
  it('are refused past 256 KB even when streamed without a declared length, before being held whole', async () => {
    await expect(parseBody(z.object({}), streamed(300 * 1024))).rejects.toMatchObject({ status: 400 });
  });
});
