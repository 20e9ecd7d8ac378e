import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const load = (TRUST_PROXY?: string) => loadConfig({ DATA_DIR: join(tmpdir(), 'rumbo-config-test'), ...(TRUST_PROXY !== undefined && { TRUST_PROXY }) });

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['true', ['loopback', 'linklocal', 'uniquelocal']],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
  ])('reads %j as %j', (raw, trusted) => {
    expect(load(raw).trustProxy).toEqual(trusted);
  });
});

describe('PUBLIC_URL', () => {
  const dataDir = join(tmpdir(), 'rumbo-config-test');
  const publicUrl = (env: NodeJS.ProcessEnv) => loadConfig({ DATA_DIR: dataDir, ...env }).publicUrl;

  it('is by default the address the service listens on, the one the README tells to open', () => {
    expect(publicUrl({})).toBe('http://127.0.0.1:3000');
    expect(publicUrl({ PORT: '4100' })).toBe('http://127.0.0.1:4100');
    expect(publicUrl({ HOST: '192.168.1.20', PORT: '4100' })).toBe('http://192.168.1.20:4100');
    expect(publicUrl({ HOST: 'portal.internal' })).toBe('http://portal.internal:3000');
    expect(publicUrl({ HOST: '::1' })).toBe('http://[::1]:3000');
  });

  it('is this machine on every address (0.0.0.0, ::): links name no address others could use', () => {
    expect(publicUrl({ HOST: '0.0.0.0' })).toBe('http://127.0.0.1:3000');
    expect(publicUrl({ HOST: '::', PORT: '8080' })).toBe('http://127.0.0.1:8080');
  });

  it('is taken as given, without a trailing slash', () => {
    expect(publicUrl({ PUBLIC_URL: 'https://portal.rumbo.example/', HOST: '0.0.0.0' })).toBe('https://portal.rumbo.example');
  });
});
