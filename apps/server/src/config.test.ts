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
