import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('the public origin', () => {
  it('defaults to the listening address, bracketing an IPv6 one', () => {
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://127.0.0.1:9000');
    expect(loadConfig({ HOST: '0.0.0.0' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ HOST: '::' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://abitura.college.test/' }).publicUrl).toBe('https://abitura.college.test');
  });

  it('refuses a PUBLIC_URL or an allowed origin that is no http(s) address', () => {
    for (const env of [{ PUBLIC_URL: 'abitura.college.test' }, { PUBLIC_URL: 'ftp://abitura.college.test' }, { ALLOWED_ORIGINS: 'https://a b' }, { ALLOWED_ORIGINS: 'https://staff.test/path' }]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });
});

describe('the slow-client limits', () => {
  it('default to 15 s for headers, 30 s for a request, 120 s idle and 72 s keep-alive, and read seconds', () => {
    expect(loadConfig({}).httpTimeouts).toEqual({ headersTimeoutMs: 15_000, requestTimeoutMs: 30_000, connectionTimeoutMs: 120_000, keepAliveTimeoutMs: 72_000 });
    expect(loadConfig({ HTTP_HEADERS_TIMEOUT_SECONDS: '5', HTTP_REQUEST_TIMEOUT_SECONDS: '10', HTTP_CONNECTION_TIMEOUT_SECONDS: '20', HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '65' }).httpTimeouts).toEqual({
      headersTimeoutMs: 5_000,
      requestTimeoutMs: 10_000,
      connectionTimeoutMs: 20_000,
      keepAliveTimeoutMs: 65_000,
    });
  });

  it('refuses a limit that is not a whole number of seconds in range, and headers allowed longer than the request', () => {
    for (const env of [{ HTTP_REQUEST_TIMEOUT_SECONDS: '0' }, { HTTP_REQUEST_TIMEOUT_SECONDS: '1.5' }, { HTTP_HEADERS_TIMEOUT_SECONDS: 'soon' }, { HTTP_HEADERS_TIMEOUT_SECONDS: '60', HTTP_REQUEST_TIMEOUT_SECONDS: '30' }]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });
});

describe('an on/off setting', () => {
  it('reads on/off, true/false, 1/0 and yes/no, and refuses anything else', () => {
    expect(loadConfig({ ABITURA_CHECK_RESULTS: 'off' }).checkResults).toBe(false);
    expect(loadConfig({ ABITURA_CHECK_RESULTS: 'false' }).checkResults).toBe(false);
    expect(loadConfig({ ABITURA_CHECK_RESULTS: 'on' }).checkResults).toBe(true);
    expect(loadConfig({ ABITURA_CHECK_RESULTS: 'yes' }).checkResults).toBe(true);
    expect(() => loadConfig({ ABITURA_CHECK_RESULTS: 'sometimes' })).toThrow(/ABITURA_CHECK_RESULTS must be true or false/);
  });
});
