import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import type { AppDeps, AppEnv } from '../context';
import { clientAddress } from './service-context';

function appTrusting(trustProxy: string | undefined) {
  const config = loadConfig({
    NODE_ENV: 'test',
    ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }),
  });
  const deps = { config, logger: pino({ level: 'silent' }) } as unknown as AppDeps;
  return new Hono<AppEnv>()
    .use(
      createMiddleware<AppEnv>(async (c, next) => {
        c.set('deps', deps);
        await next();
      }),
    )
    .get('/', (c) => c.text(clientAddress(c)));
}

const addressOf = async (trustProxy: string | undefined, forwardedFor?: string) =>
  (
    await appTrusting(trustProxy).request(
      '/',
      forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {},
    )
  ).text();

describe('the client address behind proxies', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await addressOf(undefined, '203.0.113.9')).toBe('unknown');
    expect(await addressOf('0', '203.0.113.9')).toBe('unknown');
    expect(await addressOf('false', '203.0.113.9')).toBe('unknown');
  });

  it('takes the address the one trusted proxy appended, not what the client wrote before it', async () => {
    expect(await addressOf('1', '203.0.113.9')).toBe('203.0.113.9');
    expect(await addressOf('true', '203.0.113.9')).toBe('203.0.113.9');
    // A client posing as another: it writes 1.2.3.4 itself; the proxy appends the real address.
    expect(await addressOf('1', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    expect(await addressOf('1', '1.2.3.4,  ,203.0.113.9 ')).toBe('203.0.113.9');
  });

  it('counts hops from the right with several proxies', async () => {
    expect(await addressOf('2', '1.2.3.4, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
    // Fewer entries than hops: the farthest address there is.
    expect(await addressOf('3', '203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
  });

  it('falls back to the socket when the header is missing or empty', async () => {
    expect(await addressOf('1')).toBe('unknown');
    expect(await addressOf('1', ' , ')).toBe('unknown');
  });

  it.each(['yes', '-1', '11', '1.5'])('refuses TRUST_PROXY=%s at start', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value })).toThrow(ConfigError);
  });
});
