// The import boundaries of eslint.config.js, proven on files that did not exist when the rules were
// written: each case plants a file in a fresh, uniquely named folder (new web and API features among
// them), lints exactly the planted files with one ESLint instance, and expects every violation refused
// by the named rule and every compliant file accepted, so the test cannot pass by linting nothing.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const probe = `lint-probe-${randomBytes(4).toString('hex')}`;
const other = `${probe}-other`;

const PATHS = 'import-x/no-restricted-paths';
const IMPORTS = 'no-restricted-imports';

type Planted = {
  file: string;
  code: string;
  /** The rules that must refuse the file (each once), with a fragment of the message; none: it must pass. */
  refusedBy?: { rule: string; message: string }[];
};

// Folders created for the test, removed afterwards whatever happens.
const plantedFolders = [
  `apps/web/src/features/${probe}`,
  `apps/web/src/features/${other}`,
  `apps/web/src/app/${probe}`,
  `apps/web/src/lib/${probe}`,
  `apps/web/src/components/${probe}`,
  `apps/web/src/landing/${probe}`,
  `apps/api/src/features/${probe}`,
  `apps/api/src/features/${other}`,
  `apps/api/src/testing/${probe}`,
  `apps/api/src/${probe}`,
  `apps/api/src/${probe}.ts`,
  `bench/${probe}`,
  `packages/contract/src/${probe}`,
  `packages/test-support/src/${probe}`,
  `e2e/${probe}`,
];

const webFeature = `apps/web/src/features/${probe}`;
const landing = `apps/web/src/landing/${probe}`;
const apiFeature = `apps/api/src/features/${probe}`;
const contract = `packages/contract/src/${probe}`;
const testSupport = `packages/test-support/src/${probe}`;
const e2e = `e2e/${probe}`;
const value = 'export const value = 1;\n';

const planted: Planted[] = [
  // Targets the probes import; each must itself pass.
  { file: `apps/web/src/features/${other}/thing.ts`, code: value },
  { file: `apps/web/src/app/${probe}/thing.ts`, code: value },
  { file: `apps/web/src/lib/${probe}/thing.ts`, code: value },
  { file: `${webFeature}/own.ts`, code: value },
  { file: `apps/api/src/features/${other}/other.service.ts`, code: value },
  { file: `apps/api/src/features/${other}/other.table.ts`, code: value },
  { file: `apps/api/src/features/${other}/other.repository.ts`, code: value },
  { file: `apps/api/src/features/${other}/other.routes.ts`, code: value },
  { file: `apps/api/src/features/${other}/other-context.ts`, code: 'export type OtherContext = { id: string };\n' },
  {
    file: `apps/api/src/features/${other}/index.ts`,
    code: `export { value } from './other.service.js';\nexport type { OtherContext } from './other-context.js';\n`,
  },
  { file: `${apiFeature}/target.routes.ts`, code: value },
  { file: `${apiFeature}/target.service.ts`, code: value },
  { file: `${apiFeature}/target.repository.ts`, code: value },
  { file: `apps/api/src/testing/${probe}/helper.ts`, code: value },
  { file: `${contract}/helper.ts`, code: value },
  { file: `${testSupport}/helper.ts`, code: value },
  { file: `${e2e}/helper.ts`, code: value },

  // Web.
  {
    file: `${webFeature}/imports-other-feature.ts`,
    code: `import { value } from '@/features/${other}/thing';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'A feature never imports another feature' }],
  },
  {
    file: `${webFeature}/imports-other-feature-relatively.ts`,
    code: `import { value } from '../${other}/thing';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'A feature never imports another feature' }],
  },
  {
    file: `${webFeature}/imports-app.ts`,
    code: `import { value } from '@/app/${probe}/thing';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'Features never import app/' }],
  },
  {
    file: `apps/web/src/lib/${probe}/imports-feature.ts`,
    code: `import { value } from '@/features/${other}/thing';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'lib/ and components/ know no feature' }],
  },
  {
    file: `apps/web/src/components/${probe}/imports-app.tsx`,
    code: `import { value } from '@/app/${probe}/thing';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'lib/ and components/ know no feature' }],
  },
  {
    file: `${webFeature}/imports-api-code.ts`,
    code: `import { value } from '../../../../api/src/features/${other}/other.service';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'The web app imports only itself, @rumbo/contract' }],
  },
  {
    file: `${webFeature}/imports-api-package.ts`,
    code: `import '@rumbo/api';\n`,
    refusedBy: [{ rule: IMPORTS, message: 'The web app imports only @rumbo/contract' }],
  },
  {
    file: `${webFeature}/reads-store-at-once.ts`,
    code: `import { useSelector } from 'react-redux';\nexport const probe = useSelector;\n`,
    refusedBy: [{ rule: IMPORTS, message: 'Read the store with useAppSelector' }],
  },
  {
    file: `${webFeature}/reads-store-in-transitions.ts`,
    code: `import { useDispatch, useStore } from 'react-redux';\nexport const probe = [useDispatch, useStore];\n`,
  },
  {
    file: `${webFeature}/compliant.ts`,
    code:
      `import { z } from 'zod';\nimport type { Language } from '@rumbo/contract';\n` +
      `import { value } from './own';\nimport { value as shared } from '@/lib/${probe}/thing';\n` +
      `export const probe: Language | number = value + shared;\nexport const schema = z.string();\n`,
  },
  {
    file: `apps/web/src/app/${probe}/compliant.ts`,
    code: `import { value } from '@/features/${other}/thing';\nimport { value as own } from '../../features/${probe}/own';\nexport const probe = value + own;\n`,
  },

  // The landing: itself, the contract, react and react-dom/server; the SPA never imports it.
  { file: `${landing}/own.ts`, code: value },
  {
    file: `${landing}/imports-feature.ts`,
    code: `import { value } from '../../features/${other}/thing';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'The landing imports only itself, @rumbo/contract' }],
  },
  {
    file: `${landing}/imports-app.ts`,
    code: `import { value } from '@/app/${probe}/thing';\nexport const probe = value;\n`,
    refusedBy: [
      { rule: PATHS, message: 'The landing imports only itself, @rumbo/contract' },
      { rule: IMPORTS, message: 'The landing imports only its own files, @rumbo/contract' },
    ],
  },
  {
    file: `${landing}/imports-lib.ts`,
    code: `import { value } from '../../lib/${probe}/thing';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'The landing imports only itself, @rumbo/contract' }],
  },
  {
    file: `${landing}/imports-mantine.tsx`,
    code: `import { Button } from '@mantine/core';\nexport const probe = Button;\n`,
    refusedBy: [{ rule: IMPORTS, message: 'The landing imports only its own files, @rumbo/contract' }],
  },
  {
    file: `${landing}/compliant.tsx`,
    code:
      `import { readFileSync } from 'node:fs';\nimport type { ReactNode } from 'react';\nimport { renderToStaticMarkup } from 'react-dom/server';\n` +
      `import { languages } from '@rumbo/contract';\nimport { value } from './own';\n` +
      `export const probe = [readFileSync, renderToStaticMarkup, languages, value];\nexport type Probe = ReactNode;\n`,
  },
  {
    file: `${landing}/compliant.test.ts`,
    code: `import { expect } from 'vitest';\nimport { value } from './own';\nexport const probe = [expect, value];\n`,
  },
  {
    file: `${webFeature}/imports-landing.ts`,
    code: `import { value } from '../../landing/${probe}/own';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'The SPA never imports the landing' }],
  },

  // API layering inside a feature.
  {
    file: `${apiFeature}/imports-routes.service.ts`,
    code: `import { value } from './target.routes.js';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'A service knows no HTTP' }],
  },
  {
    file: `${apiFeature}/imports-repository.routes.ts`,
    code: `import { value } from './target.repository.js';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'Routes call a service, never a repository' }],
  },
  {
    file: `${apiFeature}/imports-service.repository.ts`,
    code: `import { value } from './target.service.js';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'A repository never imports a service or routes' }],
  },
  {
    file: `${apiFeature}/imports-routes.repository.ts`,
    code: `import { value } from './target.routes.js';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'A repository never imports a service or routes' }],
  },
  {
    file: `${apiFeature}/imports-repository.table.ts`,
    code: `import { value } from './target.repository.js';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'A table only declares columns' }],
  },
  {
    file: `${apiFeature}/imports-service.table.ts`,
    code: `import { value } from './target.service.js';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'A table only declares columns' }],
  },
  {
    file: `${apiFeature}/imports-routes.table.ts`,
    code: `import { value } from './target.routes.js';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'A table only declares columns' }],
  },

  // API across features: through the other feature's face (index.ts), or its tables.
  {
    file: `${apiFeature}/imports-other-service.service.ts`,
    code: `import { value } from '../${other}/other.service.js';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'Outside its folder a feature is imported only through its face' }],
  },
  {
    file: `${apiFeature}/imports-other-repository.service.ts`,
    code: `import { value } from '../${other}/other.repository.js';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'Outside its folder a feature is imported only through its face' }],
  },
  {
    file: `${apiFeature}/imports-other-routes.ts`,
    code: `import { value } from '../${other}/other.routes.js';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'Outside its folder a feature is imported only through its face' }],
  },
  {
    file: `${apiFeature}/imports-other-type-file.service.ts`,
    code: `import type { OtherContext } from '../${other}/other-context.js';\nexport type Probe = OtherContext;\n`,
    refusedBy: [{ rule: PATHS, message: 'Outside its folder a feature is imported only through its face' }],
  },
  {
    file: `${apiFeature}/imports-other-service.test.ts`,
    code: `import { value } from '../${other}/other.service.js';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'Outside its folder a feature is imported only through its face' }],
  },
  {
    file: `${apiFeature}/compliant.service.ts`,
    code:
      `import { value as face, type OtherContext } from '../${other}/index.js';\nimport { value as table } from '../${other}/other.table.js';\n` +
      `import { value as own } from './target.repository.js';\nimport type { Language } from '@rumbo/contract';\n` +
      `export const probe = (context: OtherContext, language: Language) => [context.id, language, face + table + own];\n`,
  },
  // The rest of the API (app.ts, plugins/, scripts/, testing/, ...) and the bench: through the faces too.
  {
    file: `apps/api/src/${probe}.ts`,
    code: `import { value } from './features/${other}/other.service.js';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'Outside its folder a feature is imported only through its face' }],
  },
  {
    file: `apps/api/src/${probe}/imports-feature-service.ts`,
    code: `import { value } from '../features/${other}/other.service.js';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'Outside its folder a feature is imported only through its face' }],
  },
  {
    file: `apps/api/src/testing/${probe}/imports-feature-repository.ts`,
    code: `import { value } from '../../features/${other}/other.repository.js';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'Outside its folder a feature is imported only through its face' }],
  },
  {
    file: `apps/api/src/${probe}/compliant.ts`,
    code: `import { value } from '../features/${other}/index.js';\nimport { value as table } from '../features/${other}/other.table.js';\nexport const probe = value + table;\n`,
  },
  {
    file: `bench/${probe}/imports-feature-service.ts`,
    code: `import { value } from '../../apps/api/src/features/${other}/other.service.js';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'The bench may also import a repository' }],
  },
  {
    file: `bench/${probe}/compliant.ts`,
    code:
      `import { value } from '../../apps/api/src/features/${other}/index.js';\nimport { value as table } from '../../apps/api/src/features/${other}/other.table.js';\n` +
      `import { value as statement } from '../../apps/api/src/features/${other}/other.repository.js';\nexport const probe = value + table + statement;\n`,
  },
  {
    file: `${apiFeature}/compliant.routes.ts`,
    code:
      `import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';\nimport { value } from './target.service.js';\n` +
      `export const probeRoutes: FastifyPluginAsyncZod = async (app) => {\n  app.get('/probe', async () => ({ value }));\n};\n`,
  },

  // Drizzle only in repositories, tables, db/, scripts/, testing/ and tests.
  {
    file: `${apiFeature}/imports-drizzle-subpath.service.ts`,
    code: `import { pgTable } from 'drizzle-orm/pg-core';\nexport const probe = pgTable;\n`,
    refusedBy: [{ rule: IMPORTS, message: 'Drizzle (drizzle-orm and its sub-paths) belongs in' }],
  },
  {
    file: `${apiFeature}/imports-drizzle.routes.ts`,
    code: `import { eq } from 'drizzle-orm';\nexport const probe = eq;\n`,
    refusedBy: [{ rule: IMPORTS, message: 'Drizzle (drizzle-orm and its sub-paths) belongs in' }],
  },
  {
    file: `${apiFeature}/compliant.repository.ts`,
    code: `import { eq } from 'drizzle-orm';\nimport { value } from './compliant.table.js';\nexport const probe = [eq, value];\n`,
  },
  {
    file: `${apiFeature}/compliant.table.ts`,
    code: `import { pgTable, uuid } from 'drizzle-orm/pg-core';\nimport { value } from '../${other}/other.table.js';\nexport const probeTable = pgTable('probe', { id: uuid('id') });\nexport { value };\n`,
  },

  // Fastify stays out of services, repositories and tables.
  {
    file: `${apiFeature}/imports-fastify.service.ts`,
    code: `import type { FastifyInstance } from 'fastify';\nexport type Probe = FastifyInstance;\n`,
    refusedBy: [{ rule: IMPORTS, message: 'Services, repositories and tables know no HTTP' }],
  },
  {
    file: `${apiFeature}/imports-fastify-scope.repository.ts`,
    code: `import cookie from '@fastify/cookie';\nexport const probe = cookie;\n`,
    refusedBy: [{ rule: IMPORTS, message: 'Services, repositories and tables know no HTTP' }],
  },
  {
    file: `${apiFeature}/imports-fastify-plugin.table.ts`,
    code: `import fp from 'fastify-plugin';\nexport const probe = fp;\n`,
    refusedBy: [{ rule: IMPORTS, message: 'Services, repositories and tables know no HTTP' }],
  },
  {
    file: `${apiFeature}/imports-type-provider.service.ts`,
    code: `import type { ZodTypeProvider } from 'fastify-type-provider-zod';\nexport type Probe = ZodTypeProvider;\n`,
    refusedBy: [{ rule: IMPORTS, message: 'Services, repositories and tables know no HTTP' }],
  },

  // Test helpers only in tests; the API never imports the web app.
  {
    file: `${apiFeature}/imports-testing.ts`,
    code: `import { value } from '../../testing/${probe}/helper.js';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'Only tests (*.test.ts) use apps/api/src/testing/' }],
  },
  {
    file: `${apiFeature}/compliant.test.ts`,
    code:
      `import { eq } from 'drizzle-orm';\nimport { value } from '../../testing/${probe}/helper.js';\n` +
      `import { value as face } from '../${other}/index.js';\nexport const probe = [eq, value, face];\n`,
  },
  {
    file: `${apiFeature}/imports-web-code.ts`,
    code: `import { value } from '../../../../web/src/features/${other}/thing';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'The API imports only itself, @rumbo/contract' }],
  },
  {
    file: `${apiFeature}/imports-web-package.ts`,
    code: `import '@rumbo/web';\n`,
    refusedBy: [{ rule: IMPORTS, message: 'The API imports only @rumbo/contract' }],
  },

  // The contract: zod, libphonenumber-js and its own files.
  {
    file: `${contract}/imports-node.ts`,
    code: `import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n`,
    refusedBy: [{ rule: IMPORTS, message: 'The contract imports only zod, libphonenumber-js' }],
  },
  {
    file: `${contract}/imports-package.ts`,
    code: `import { eq } from 'drizzle-orm';\nexport const probe = eq;\n`,
    refusedBy: [{ rule: IMPORTS, message: 'The contract imports only zod, libphonenumber-js' }],
  },
  {
    file: `${contract}/imports-api-code.ts`,
    code: `import { value } from '../../../../apps/api/src/features/${other}/other.service.js';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'The contract imports only its own files, zod and libphonenumber-js' }],
  },
  {
    file: `${contract}/compliant.ts`,
    code:
      `import { z } from 'zod';\nimport { parsePhoneNumberFromString } from 'libphonenumber-js/min';\n` +
      `import { value } from './helper.js';\nimport { languages } from '../languages.js';\n` +
      `export const probe = [z.string(), parsePhoneNumberFromString, value, languages];\n`,
  },

  // The test support: only tests read mails and PDFs with it, and it imports none of the apps.
  {
    file: `${apiFeature}/imports-test-support.ts`,
    code: `import { readMail } from '@rumbo/test-support/mail';\nexport const probe = readMail;\n`,
    refusedBy: [
      { rule: IMPORTS, message: 'The API imports only @rumbo/contract' },
      { rule: PATHS, message: 'Only tests (*.test.ts, apps/api/src/testing/) use @rumbo/test-support' },
    ],
  },
  {
    file: `${apiFeature}/imports-test-support-code.service.ts`,
    code: `import { value } from '../../../../../packages/test-support/src/${probe}/helper.js';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'Only tests (*.test.ts, apps/api/src/testing/) use @rumbo/test-support' }],
  },
  {
    file: `${apiFeature}/reads-mail-and-pdf.test.ts`,
    code: `import { readMail } from '@rumbo/test-support/mail';\nimport { readPdf } from '@rumbo/test-support/pdf';\nexport const probe = [readMail, readPdf];\n`,
  },
  {
    file: `apps/api/src/testing/${probe}/reads-mail.ts`,
    code: `import { readMail } from '@rumbo/test-support/mail';\nexport const probe = readMail;\n`,
  },
  {
    file: `${webFeature}/imports-test-support.test.ts`,
    code: `import { readPdf } from '@rumbo/test-support/pdf';\nexport const probe = readPdf;\n`,
    refusedBy: [
      { rule: IMPORTS, message: 'The web app imports only @rumbo/contract' },
      { rule: PATHS, message: 'The web app imports only itself, @rumbo/contract' },
    ],
  },
  {
    file: `${contract}/imports-test-support.ts`,
    code: `import { readPdf } from '@rumbo/test-support/pdf';\nexport const probe = readPdf;\n`,
    refusedBy: [
      { rule: IMPORTS, message: 'The contract imports only zod, libphonenumber-js' },
      { rule: PATHS, message: 'The contract imports only its own files, zod and libphonenumber-js' },
    ],
  },
  {
    file: `${testSupport}/imports-package.ts`,
    code: `import { z } from 'zod';\nexport const probe = z;\n`,
    refusedBy: [{ rule: IMPORTS, message: 'The test support imports only its own files, Node built-ins, pdfjs-dist, mailparser' }],
  },
  {
    file: `${testSupport}/imports-contract.ts`,
    code: `import type { Language } from '@rumbo/contract';\nexport type Probe = Language;\n`,
    refusedBy: [
      { rule: IMPORTS, message: 'The test support imports only its own files, Node built-ins, pdfjs-dist, mailparser' },
      { rule: PATHS, message: 'The test support imports only its own files, Node built-ins, pdfjs-dist and mailparser' },
    ],
  },
  {
    file: `${testSupport}/imports-api-code.ts`,
    code: `import { value } from '../../../../apps/api/src/features/${other}/other.service.js';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'The test support imports only its own files, Node built-ins, pdfjs-dist and mailparser' }],
  },
  {
    file: `${testSupport}/compliant.ts`,
    code:
      `import { readFileSync } from 'node:fs';\nimport { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';\nimport { simpleParser } from 'mailparser';\n` +
      `import { value } from './helper.js';\nimport { readMail } from '../mail.js';\n` +
      `export const probe = [readFileSync, getDocument, simpleParser, value, readMail];\n`,
  },
  {
    file: `${testSupport}/compliant.test.ts`,
    code: `import { expect } from 'vitest';\nimport { value } from './helper.js';\nexport const probe = [expect, value];\n`,
  },

  // End-to-end journeys: nothing of apps/ or packages/ but the test support.
  {
    file: `${e2e}/imports-app-code.ts`,
    code: `import { value } from '../../apps/api/src/features/${other}/other.service.js';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'End-to-end journeys import nothing of apps/ or packages/' }],
  },
  {
    file: `${e2e}/imports-contract-code.ts`,
    code: `import { value } from '../../packages/contract/src/${probe}/helper.js';\nexport const probe = value;\n`,
    refusedBy: [{ rule: PATHS, message: 'End-to-end journeys import nothing of apps/ or packages/' }],
  },
  {
    file: `${e2e}/imports-contract-package.ts`,
    code: `import type { Language } from '@rumbo/contract';\nexport type Probe = Language;\n`,
    refusedBy: [
      { rule: IMPORTS, message: 'End-to-end journeys import nothing of the workspace' },
      { rule: PATHS, message: 'End-to-end journeys import nothing of apps/ or packages/' },
    ],
  },
  {
    file: `${e2e}/compliant.ts`,
    code:
      `import { readFileSync } from 'node:fs';\nimport { expect } from '@playwright/test';\nimport AxeBuilder from '@axe-core/playwright';\n` +
      `import { SMTPServer } from 'smtp-server';\nimport { readMail } from '@rumbo/test-support/mail';\nimport { readPdf } from '@rumbo/test-support/pdf';\n` +
      `import { value } from './helper';\nimport { e2eEnvironment } from '../environment';\n` +
      `export const probe = [readFileSync, expect, AxeBuilder, SMTPServer, readMail, readPdf, value, e2eEnvironment];\n`,
  },
];

describe('import boundaries (eslint.config.js)', () => {
  const results = new Map<string, ESLint.LintResult>();

  beforeAll(async () => {
    try {
      for (const { file, code } of planted) {
        mkdirSync(dirname(join(repoRoot, file)), { recursive: true });
        writeFileSync(join(repoRoot, file), code);
      }
      // Created after planting: the config reads the feature folders when it loads.
      const eslint = new ESLint({ cwd: repoRoot });
      for (const result of await eslint.lintFiles(planted.map(({ file }) => file))) {
        results.set(result.filePath, result);
      }
    } finally {
      removePlanted();
    }
  }, 60_000);

  afterAll(removePlanted);

  it('lints every planted file', () => {
    expect([...results.keys()].sort()).toEqual(planted.map(({ file }) => join(repoRoot, file)).sort());
  });

  it.each(planted.filter(({ refusedBy }) => refusedBy).map((p) => [p.file.replaceAll(probe, '<probe>'), p] as const))(
    'refuses %s',
    (_, { file, refusedBy }) => {
      const messages = results.get(join(repoRoot, file))?.messages ?? [];
      expect(messages.map(({ ruleId, message }) => ({ ruleId, message })).sort(byRule)).toEqual(
        refusedBy!.map(({ rule, message }) => ({ ruleId: rule, message: expect.stringContaining(message) })).sort(byRule),
      );
    },
  );

  it.each(planted.filter(({ refusedBy }) => !refusedBy).map((p) => [p.file.replaceAll(probe, '<probe>'), p] as const))(
    'accepts %s',
    (_, { file }) => {
      const result = results.get(join(repoRoot, file));
      expect(result, `${file} was not linted`).toBeDefined();
      expect(result!.messages.map(({ ruleId, message }) => `${ruleId}: ${message}`)).toEqual([]);
    },
  );
});

function byRule(a: { ruleId: string | null }, b: { ruleId: string | null }) {
  return (a.ruleId ?? '').localeCompare(b.ruleId ?? '');
}

function removePlanted() {
  for (const folder of plantedFolders) rmSync(join(repoRoot, folder), { recursive: true, force: true });
}
