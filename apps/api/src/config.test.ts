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
