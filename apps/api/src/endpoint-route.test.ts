import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEndpoints } from '@rumbo/contract';

const allEndpoints = listEndpoints();
import { buildTestApp, type TestApp } from './testing/build-test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ runJobs: false });
});
afterAll(async () => {
  await app.close();
});

type OpenApiDocument = { paths: Record<string, Record<string, { summary?: string; security?: unknown[]; responses: Record<string, unknown> }>> };

describe('the OpenAPI document', () => {
  it('lists every endpoint of the contract, and nothing else under /api', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as OpenApiDocument;
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const contract = allEndpoints.map((endpoint) => `${endpoint.method} /api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual(contract.sort());
  });

  it('describes each operation: a summary, bearer security when it needs a token, and its answers', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
    for (const endpoint of allEndpoints) {
      const operation = document.paths[`/api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`]![endpoint.method.toLowerCase()]!;
      expect(operation.summary, endpoint.path).toBe(endpoint.summary);
      expect(Boolean(operation.security), endpoint.path).toBe(endpoint.authenticated);
      if (endpoint.authenticated) expect(Object.keys(operation.responses), endpoint.path).toContain('401');
      for (const status of Object.keys(endpoint.responses)) expect(Object.keys(operation.responses), endpoint.path).toContain(status);
    }
  });
});
