import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUnstorableText } from './unavailable.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a refused or reset connection', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('ECONNRESET'))).toBe(true);
  });

  it('knows a terminated backend, a shutdown and a server still starting', () => {
    expect(isDatabaseUnavailable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('53300'))).toBe(true);
  });

  it('knows the messages pg gives when a connection ends under a query', () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('looks through the causes a query error is wrapped in', () => {
    const wrapped = new Error('Failed query: select 1', { cause: withCode('57P01') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('does not take a fault of the query or the data for an outage', () => {
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42P01', 'relation does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});

describe('isUnstorableText', () => {
  it('knows the errors PostgreSQL gives for a NUL character in text or JSON', () => {
    expect(isUnstorableText(new Error('Failed query', { cause: withCode('22021') }))).toBe(true);
    expect(isUnstorableText(withCode('22P05'))).toBe(true);
    expect(isUnstorableText(withCode('23505'))).toBe(false);
  });
});
