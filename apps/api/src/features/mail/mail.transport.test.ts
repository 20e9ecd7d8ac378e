import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { Logger } from '../../logger.js';
import { createMail } from './mail.transport.js';

const modeOf = (path: string) => statSync(path).mode & 0o777;
const quiet = { info: () => {} } as unknown as Logger;
let parent: string;
afterEach(() => rmSync(parent, { recursive: true, force: true }));

it('writes mails without SMTP to a folder only the service’s user can open, each file readable by that user alone, in a data directory closed to others', async () => {
  parent = mkdtempSync(join(tmpdir(), 'rumbo-outbox-'));
  const dataDir = join(parent, 'data');
  // Made as an earlier version (or a person) would have: open to everyone on the machine.
  mkdirSync(join(dataDir, 'outbox'), { recursive: true, mode: 0o755 });
  const config = loadConfig({ DATA_DIR: dataDir });
  const mail = createMail(config, quiet);
  await mail.deliver({ to: 'lucia@rumbo.mx', subject: 'Restablece tu contraseña', text: 'https://rumbo.test/reset?token=secreto', html: '<p>secreto</p>' });
  mail.close();

  expect(modeOf(dataDir)).toBe(0o700);
  const outbox = join(dataDir, 'outbox');
  expect(modeOf(outbox)).toBe(0o700);
  const files = readdirSync(outbox);
  expect(files).toHaveLength(1);
  expect(modeOf(join(outbox, files[0]!))).toBe(0o600);
});
