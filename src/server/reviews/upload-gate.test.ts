import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../http/errors.ts';
import { withUploadPlace } from './upload-gate.ts';

const later = () => {
  let release = () => {};
  const done = new Promise<void>((r) => {
    release = r;
  });
  return { done, release };
};

describe('review uploads in one process', () => {
  it('are read and processed two at a time; the others wait their turn and then run', async () => {
    let running = 0;
    let most = 0;
    const gates = Array.from({ length: 6 }, later);
    const uploads = gates.map((gate, i) =>
      withUploadPlace(async () => {
        running++;
        most = Math.max(most, running);
        await gate.done;
        running--;
        return i;
      }),
    );
    await new Promise((r) => setTimeout(r, 10));
    expect(running).toBe(2);
    for (const gate of gates) gate.release();
    expect(await Promise.all(uploads)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('asks an upload past twenty waiting to come back shortly (503 with Retry-After), and frees places on failure', async () => {
    const hold = later();
    const held = Array.from({ length: 22 }, () => withUploadPlace(() => hold.done));
    await expect(withUploadPlace(async () => 'late')).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(withUploadPlace(async () => 'late')).rejects.toMatchObject({ status: 503, retryAfterSeconds: 5 });
    hold.release();
    await Promise.all(held);
    await expect(withUploadPlace(() => Promise.reject(new Error('broken photo')))).rejects.toThrow('broken photo');
    await expect(withUploadPlace(async () => 'after')).resolves.toBe('after');
  });
});
