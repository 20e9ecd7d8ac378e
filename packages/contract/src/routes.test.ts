import { describe, expect, it } from 'vitest';
import { endpointsByFeature } from './endpoints.js';
import { routesByFeature } from './routes.js';

/** What a client reads of an endpoint to call it. */
const routeOf = ({ method, path, authenticated, access }: { method: string; path: string; authenticated: boolean; access: string }) => ({ method, path, authenticated, access });

describe('the routes the web client calls', () => {
  it('are the endpoints, each with its method, path and access, and no other', () => {
    const fromEndpoints = Object.entries(endpointsByFeature).map(([feature, group]) => [feature, Object.entries(group).map(([name, endpoint]) => [name, routeOf(endpoint)])]);
    const fromRoutes = Object.entries(routesByFeature).map(([feature, group]) => [feature, Object.entries(group).map(([name, route]) => [name, routeOf(route)])]);
    expect(fromRoutes).toEqual(fromEndpoints);
  });

  it('carry no schema', () => {
    for (const group of Object.values(routesByFeature)) for (const route of Object.values(group)) expect(Object.keys(route).sort()).toEqual(['access', 'authenticated', 'method', 'path']);
  });
});
