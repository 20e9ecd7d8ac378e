import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries (ARCHITECTURE.md, "Boundaries"). They are written by pattern, never by today's
// file names: the feature folders are listed each time ESLint loads this file, so a new feature
// folder is covered without editing it (tooling/eslint.boundaries.test.ts proves each rule). Two
// rules carry them:
// - import-x/no-restricted-paths compares where an import resolves to (so relative paths, the `@/`
//   alias and workspace package names are all caught) with the importing file. Non-glob `from` and
//   `except` are folders (`except` relative to `from`); a glob `from` needs glob `except`, matched
//   as written against the absolute path, hence the absolute patterns (the checkout's path must
//   hold no glob characters). An import that does not resolve is not checked by this rule.
// - no-restricted-imports matches the import text: npm packages and workspace package names.
//   A flat config replaces (never merges) a rule's options, so each kind of file gets one list.

const root = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

/** The sub-folders of a folder (the features), or none when it does not exist. */
function foldersIn(relativeDir) {
  try {
    return readdirSync(`${root}/${relativeDir}`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const webFeatures = foldersIn('apps/web/src/features');
const apiFeatures = foldersIn('apps/api/src/features');
const api = `${root}/apps/api/src`;

// The faces of API features: outside its folder, a feature is imported only through its face,
// features/<feature>/index.ts, or its *.table.ts files (the schema: foreign keys, joins to read).
// Tests are held to it like the code they test, apps/api/src/testing/ included (its factories write
// rows through the tables, which need no face). One exception, named: bench/ may also import a
// repository, whose statements it explains.
const everyFeatureFile = `${api}/features/*/**`;
const throughFaces = [`${api}/features/*/index.ts`, `${api}/features/*/**/*.table.ts`];
const faceMessage =
  "Outside its folder a feature is imported only through its face, features/<feature>/index.ts (or its *.table.ts files, the schema): import from the face, and export there what the rest of the service may use.";

const zones = [
  // Workspaces: each reaches only itself and npm packages, the apps also the contract.
  {
    target: './apps/web',
    from: '.',
    except: ['./apps/web', './packages/contract', './node_modules'],
    message: 'The web app imports only itself, @rumbo/contract and npm packages; what it needs from the API comes over HTTP, typed by the contract.',
  },
  {
    target: './apps/api',
    from: '.',
    except: ['./apps/api', './packages/contract', './packages/test-support', './node_modules'],
    message: 'The API imports only itself, @rumbo/contract and npm packages (never apps/web); shared shapes belong in the contract.',
  },
  {
    target: './packages/contract',
    from: '.',
    except: ['./packages/contract', './node_modules'],
    message: 'The contract imports only its own files, zod and libphonenumber-js: both apps depend on it, it depends on neither.',
  },
  {
    target: './e2e',
    from: '.',
    except: ['./e2e', './packages/test-support', './node_modules'],
    message: 'End-to-end journeys import nothing of apps/ or packages/ (but @rumbo/test-support, to read mails and PDFs): they talk HTTP and read the screen. Copy the value or fetch it through the API.',
  },
  {
    target: './packages/test-support',
    from: '.',
    except: ['./packages/test-support', './node_modules'],
    message: 'The test support imports only its own files, Node built-ins, pdfjs-dist and mailparser: tests of the apps load it, it loads none of them.',
  },

  // Web: app -> features -> components/ui, lib.
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: compose them in app/, or move what both need to lib/ or components/ui/.',
  })),
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features never import app/: app/ composes the features, so pass what the feature needs in (props, hooks in lib/).',
  },
  {
    target: ['./apps/web/src/lib', './apps/web/src/components'],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'lib/ and components/ know no feature and no app/: take what varies as parameters or props.',
  },

  // Web: the landing (src/landing) is a page of its own, prerendered at build time, beside the SPA.
  {
    target: './apps/web/src/landing',
    from: './apps/web/src',
    except: ['./landing'],
    message: 'The landing imports only itself, @rumbo/contract and its few npm packages: it ships without any code of the SPA (app/, features/, lib/, components/, config/).',
  },
  {
    target: ['./apps/web/src/!(landing)/**', './apps/web/src/*.{ts,tsx}'],
    from: './apps/web/src/landing',
    message: 'The SPA never imports the landing: the landing is built and served apart; share through @rumbo/contract.',
  },

  // API inside a feature: routes -> service -> repository -> table.
  {
    target: './apps/api/src/features/**/*.routes.ts',
    from: './apps/api/src/features/**/*.repository.ts',
    message: 'Routes call a service, never a repository: add the operation to the service.',
  },
  {
    target: './apps/api/src/features/**/*.service.ts',
    from: './apps/api/src/features/**/*.routes.ts',
    message: 'A service knows no HTTP and never imports routes: routes call the service.',
  },
  {
    target: './apps/api/src/features/**/*.repository.ts',
    from: './apps/api/src/features/**/*.{service,routes}.ts',
    message: 'A repository never imports a service or routes: the service calls the repository and passes it what it needs.',
  },
  {
    target: './apps/api/src/features/**/*.table.ts',
    from: './apps/api/src/features/**/*.{repository,service,routes}.ts',
    message: 'A table only declares columns: it never imports a repository, service or routes.',
  },

  // API across features, and from the rest of the API and the bench: through the faces.
  ...apiFeatures.map((feature) => ({
    target: `./apps/api/src/features/${feature}`,
    from: everyFeatureFile,
    except: [`${api}/features/${feature}/**`, ...throughFaces],
    message: faceMessage,
  })),
  {
    target: [`${api}/!(features)/**`, `${api}/*.ts`],
    from: everyFeatureFile,
    except: throughFaces,
    message: faceMessage,
  },
  {
    target: './bench',
    from: everyFeatureFile,
    except: [...throughFaces, `${api}/features/*/**/*.repository.ts`],
    message: `${faceMessage} The bench may also import a repository, to explain its statements.`,
  },

  // Only tests use the test helpers.
  {
    target: ['./apps/api/src/!(*.test).ts', './apps/api/src/!(testing)/**/!(*.test).ts'],
    from: './apps/api/src/testing',
    message: 'Only tests (*.test.ts) use apps/api/src/testing/: what production code needs belongs outside it.',
  },
  {
    target: ['./apps/api/src/!(*.test).ts', './apps/api/src/!(testing)/**/!(*.test).ts'],
    from: './packages/test-support',
    message: 'Only tests (*.test.ts, apps/api/src/testing/) use @rumbo/test-support: the service never reads its own mails and PDFs back.',
  },
];

const drizzle = {
  regex: '^drizzle-orm(/|$)',
  caseSensitive: true,
  message:
    'Drizzle (drizzle-orm and its sub-paths) belongs in *.repository.ts and *.table.ts (and db/, scripts/, tests): write the query in a repository and call it from the service.',
};
const fastify = {
  regex: '^(fastify|fastify-plugin|fastify-type-provider-zod)(/|$)|^@fastify/',
  caseSensitive: true,
  message:
    'Services, repositories and tables know no HTTP: keep Fastify in routes, plugins, app.ts and server.ts, and pass plain values (or the ServiceContext) down.',
};
const reduxSelector = {
  regex: '^react-redux$',
  importNames: ['useSelector'],
  message:
    "Read the store with useAppSelector (lib/: useStoreSelector): react-redux's useSelector draws again at once and whole, one long task; ours draws as a transition.",
};
const workspaceButContract = (who) => ({
  regex: '^@rumbo/(?!contract(/|$))',
  caseSensitive: true,
  message: `${who} imports only @rumbo/contract of the workspace.`,
});
const workspaceButContractAndTestSupport = {
  regex: '^@rumbo/(?!(contract|test-support)(/|$))',
  caseSensitive: true,
  message: 'API tests import only @rumbo/contract and @rumbo/test-support of the workspace.',
};
const contractOnly = (also) => ({
  regex: `^(?!\\.{1,2}(/|$)|zod$|libphonenumber-js(/|$)${also.map((name) => `|${name}(/|$)`).join('')})`,
  caseSensitive: true,
  message: `The contract imports only zod, libphonenumber-js${also.map((name) => `, ${name}`).join('')} and its own files: both apps load it, so it stays free of anything else.`,
});
// The landing renders with react-dom/server at build time and runs one small script: no UI kit, no
// router, no i18next (its texts are plain modules), so none of them can reach its pages.
const landingOnly = {
  regex: '^(?!\\.{1,2}(/|$)|@rumbo/contract$|react$|react-dom/server$|node:)',
  caseSensitive: true,
  message: 'The landing imports only its own files, @rumbo/contract, react, react-dom/server and node: built-ins: its page stays plain HTML and its script a few KiB.',
};
const noWorkspace = {
  regex: '^@rumbo/(?!test-support(/|$))',
  caseSensitive: true,
  message: 'End-to-end journeys import nothing of the workspace but @rumbo/test-support: they talk HTTP and read the screen.',
};
// What the API tests and the end-to-end journeys read mails and PDFs with: a parser of each, nothing of the apps.
const testSupportOnly = (also) => ({
  regex: `^(?!\\.{1,2}(/|$)|node:|pdfjs-dist(/|$)|mailparser$${also.map((name) => `|${name}(/|$)`).join('')})`,
  caseSensitive: true,
  message: `The test support imports only its own files, Node built-ins, pdfjs-dist, mailparser${also.map((name) => `, ${name}`).join('')}: tests of the apps load it, it loads none of them.`,
});

const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const apiDrizzleAllowed = [
  'apps/api/**/*.repository.ts',
  'apps/api/**/*.table.ts',
  'apps/api/src/db/**',
  'apps/api/**/*.test.ts',
  'apps/api/src/testing/**',
  'apps/api/src/scripts/**',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/.prerender/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'apps/api/drizzle/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': {
        typescript: {
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          // The web's `@/` (its tsconfig's paths), written again: the resolver reads a tsconfig's paths
          // only while it has no references, and the web's names the contract for tsc --build.
          alias: { '@': [`${root}/apps/web/src`] },
        },
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },

  // Package names (later entries replace earlier ones for the files they match).
  restrict(['apps/web/**'], [workspaceButContract('The web app'), drizzle, reduxSelector]),
  restrict(['apps/web/src/landing/**'], [landingOnly], ['apps/web/src/landing/**/*.test.{ts,tsx}']),
  restrict(['apps/api/**'], [workspaceButContract('The API'), drizzle]),
  restrict(apiDrizzleAllowed, [workspaceButContract('The API')]),
  restrict(['apps/api/**/*.service.ts'], [workspaceButContract('The API'), drizzle, fastify]),
  restrict(['apps/api/**/*.repository.ts', 'apps/api/**/*.table.ts'], [workspaceButContract('The API'), fastify]),
  restrict(['apps/api/**/*.test.ts', 'apps/api/src/testing/**'], [workspaceButContractAndTestSupport]),
  restrict(['packages/contract/**'], [contractOnly([])], ['packages/contract/**/*.test.ts']),
  restrict(['packages/contract/**/*.test.ts'], [contractOnly(['vitest'])]),
  restrict(['e2e/**'], [noWorkspace]),
  restrict(['packages/test-support/**'], [testSupportOnly([])], ['packages/test-support/**/*.test.ts']),
  restrict(['packages/test-support/**/*.test.ts'], [testSupportOnly(['vitest'])]),
);
