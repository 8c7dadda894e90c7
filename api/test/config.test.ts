import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, isLoopbackHost, loadConfig } from '../src/config';

const config = (env: Record<string, string>) => loadConfig(env, '/srv/app');

describe('exposure defaults (decisions.md section 4)', () => {
  it('listens on loopback only unless HOST says otherwise', () => {
    expect(config({}).host).toBe('127.0.0.1');
    expect(config({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('tells loopback hosts from exposed ones', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]']) {
      expect(isLoopbackHost(host)).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'example.ca', '128.0.0.1']) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });

  it('serves source maps only with SERVE_SOURCE_MAPS=1', () => {
    expect(config({}).serveSourceMaps).toBe(false);
    expect(config({ SERVE_SOURCE_MAPS: '1' }).serveSourceMaps).toBe(true);
  });

  it('resolves DATA_DIR against the working folder', () => {
    expect(config({}).dataDir).toBe(path.resolve('/srv/app', '.data'));
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and with 0 or false', () => {
    for (const value of ['', '0', 'false', 'FALSE']) {
      expect(config({ TRUST_PROXY: value }).trustProxy).toBe(false);
    }
  });

  it('reads a number as a count of proxy hops, never as "trust every hop"', () => {
    expect(config({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(config({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('trusts every hop only when spelled all', () => {
    expect(config({ TRUST_PROXY: 'all' }).trustProxy).toBe(true);
    expect(() => config({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => config({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=all/);
  });

  it('takes addresses and CIDR ranges, and refuses anything else with the entry named', () => {
    expect(
      config({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.2,::1,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.2', '::1', 'fd00::/8', 'loopback']);
    expect(() => config({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/"10\.0\.0\.0\/33"/);
    expect(() => config({ TRUST_PROXY: 'proxy.example.ca' })).toThrow(/"proxy\.example\.ca"/);
    expect(() => config({ TRUST_PROXY: 'yes' })).toThrow(ConfigError);
  });
});

describe('rate limits', () => {
  it('ship with per-address and per-user limits an hour', () => {
    expect(config({}).rateLimits).toEqual({
      register: { perAddress: 20, perUser: 0 },
      letters: { perAddress: 300, perUser: 100 },
      exports: { perAddress: 600, perUser: 200 },
      reset: { perAddress: 30, perUser: 0 },
    });
  });

  it('read SMTP_URL and PUBLIC_URL, refusing what is neither', () => {
    expect(config({}).smtpUrl).toBeUndefined();
    expect(config({}).publicUrl).toBe('http://localhost:8080');
    expect(config({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(config({ SMTP_URL: 'smtps://user:secret@mail.example.ca:465' }).smtpUrl).toBe(
      'smtps://user:secret@mail.example.ca:465',
    );
    expect(config({ PUBLIC_URL: 'https://app.example.ca/' }).publicUrl).toBe(
      'https://app.example.ca',
    );
    expect(() => config({ SMTP_URL: 'mail.example.ca' })).toThrow(ConfigError);
    expect(() => config({ PUBLIC_URL: 'ftp://app.example.ca' })).toThrow(ConfigError);
    expect(() => config({ PUBLIC_URL: 'https://app.example.ca/?next=x' })).toThrow(ConfigError);
  });

  it('are set by RATE_LIMIT_<NAME>_PER_ADDRESS and _PER_USER', () => {
    const limits = config({
      RATE_LIMIT_REGISTER_PER_ADDRESS: '1000',
      RATE_LIMIT_LETTERS_PER_USER: '5',
    }).rateLimits;
    expect(limits.register.perAddress).toBe(1000);
    expect(limits.letters).toEqual({ perAddress: 300, perUser: 5 });
    expect(() => config({ RATE_LIMIT_EXPORTS_PER_USER: '0' })).toThrow(
      'RATE_LIMIT_EXPORTS_PER_USER must be an integer of at least 1, got "0".',
    );
  });
});
