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

  it('is by default localhost on the service’s port, the address the README and the start line tell to open', () => {
    expect(publicUrl({})).toBe('http://localhost:3000');
    expect(publicUrl({ PORT: '4100' })).toBe('http://localhost:4100');
    expect(publicUrl({ HOST: '0.0.0.0', PORT: '8080' })).toBe('http://localhost:8080');
  });

  it('is taken as given, without a trailing slash', () => {
    expect(publicUrl({ PUBLIC_URL: 'https://portal.rumbo.example/', HOST: '0.0.0.0' })).toBe('https://portal.rumbo.example');
  });
});

describe('LANDING_VIDEO_URL', () => {
  const landingVideoUrl = (LANDING_VIDEO_URL?: string) =>
    loadConfig({ DATA_DIR: join(tmpdir(), 'rumbo-config-test'), ...(LANDING_VIDEO_URL !== undefined && { LANDING_VIDEO_URL }) }).landingVideoUrl;

  it('is unset by default, and when empty: the landing plays the video its build names', () => {
    expect(landingVideoUrl()).toBeUndefined();
    expect(landingVideoUrl(' ')).toBeUndefined();
  });

  it('takes a path on this site or an http(s) URL', () => {
    expect(landingVideoUrl('/media/rumbo.mp4')).toBe('/media/rumbo.mp4');
    expect(landingVideoUrl(' https://media.rumbo.example/rumbo.mp4 ')).toBe('https://media.rumbo.example/rumbo.mp4');
  });

  it('refuses to start with anything else, rather than serve a page whose video cannot load', () => {
    for (const value of ['media/rumbo.mp4', '//media.rumbo.example/rumbo.mp4', 'javascript:alert(1)', 'ftp://media.rumbo.example/rumbo.mp4']) {
      expect(() => landingVideoUrl(value), value).toThrow('LANDING_VIDEO_URL must be a path');
    }
  });
});

describe('CONTACT_EMAIL', () => {
  const contactEmail = (CONTACT_EMAIL?: string) =>
    loadConfig({ DATA_DIR: join(tmpdir(), 'rumbo-config-test'), ...(CONTACT_EMAIL !== undefined && { CONTACT_EMAIL }) }).contactEmail;

  it('is unset by default, and when empty: contact messages are then only stored', () => {
    expect(contactEmail()).toBeUndefined();
    expect(contactEmail('  ')).toBeUndefined();
  });

  it('is one address, stored as emails are (trimmed, lowercased)', () => {
    expect(contactEmail(' Ventas@Rumbo.MX ')).toBe('ventas@rumbo.mx');
  });

  it('refuses to start with anything else, rather than mail nowhere', () => {
    expect(() => contactEmail('ventas@rumbo')).toThrow('CONTACT_EMAIL must be one email address');
    expect(() => contactEmail('ventas@rumbo.mx, equipo@rumbo.mx')).toThrow('CONTACT_EMAIL must be one email address');
  });
});
