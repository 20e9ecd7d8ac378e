import type { FastifyPluginAsync } from 'fastify';
import type { ServiceContext } from './service-context.js';

/** A feature's routes: a Fastify plugin, registered with the service context as its option. */
export type FeatureRoutes = FastifyPluginAsync<{ ctx: ServiceContext }>;

/**
 * What a feature gives the app, one value its face exports: its routes, and its start-up (its job
 * queues with their workers and schedules, rows written from configuration), which app.ts runs once
 * every feature's routes are registered, before the service listens.
 */
export type Feature = {
  routes?: FeatureRoutes[];
  start?: (ctx: ServiceContext) => Promise<void>;
};
