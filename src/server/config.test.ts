import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', NODE_ENV: 'development' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads a valid port', () => {
    expect(loadConfig({ PORT: '8080' }).PORT).toBe(8080);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must start with postgres/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL /],
    [{ NODE_ENV: 'staging' }, /^Invalid configuration: NODE_ENV /],
  ])('names the variable and the problem for %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('refuses the embedded database in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /DATABASE_URL is required .* does not fsync/,
    );
  });

  it('allows the embedded database in production when asked to', () => {
    expect(loadConfig({ NODE_ENV: 'production', ABODE_ALLOW_EMBEDDED_DB: '1' }).ABODE_ALLOW_EMBEDDED_DB).toBe(
      true,
    );
  });

  it('allows production on PostgreSQL', () => {
    const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@localhost/abode' });
    expect(config.DATABASE_URL).toBe('postgres://u:p@localhost/abode');
  });
});
