import type { FastifyPluginAsync } from 'fastify';
import { reportsEndpoints as endpoints, translateMessage, tripsEndpoints } from '@rumbo/contract';
import { formatContentDisposition } from '../../content-disposition.js';
import { routeEndpoint } from '../../endpoint-route.js';
import type { ServiceContext } from '../../service-context.js';
import { getEmissionFactorInUse } from './emission-factors.service.js';
import * as snapshots from './report-snapshots.service.js';
import { getReportMetrics } from './reports.service.js';

export const reportsRoutes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  const ok = true as const;
  routeEndpoint(app, endpoints.getMetrics, async (request) => ({ success: ok, data: await getReportMetrics(ctx, request.auth, request.query) }));

  routeEndpoint(app, endpoints.listSnapshots, async (request) => ({ success: ok, data: await snapshots.listReportSnapshots(ctx, request.auth) }));
  routeEndpoint(app, endpoints.getSnapshot, async (request) => ({ success: ok, data: await snapshots.getReportSnapshot(ctx, request.auth, request.params.id) }));
  routeEndpoint(app, endpoints.snapshotCsv, async (request, reply) => {
    const { filename, csv } = await snapshots.reportSnapshotCsv(ctx, request.auth, request.params.id);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', formatContentDisposition(filename)).send(csv);
  });
  routeEndpoint(app, endpoints.snapshotPdf, async (request, reply) => {
    const { filename, pdf } = await snapshots.reportSnapshotPdf(ctx, request.auth, request.params.id);
    return reply.type('application/pdf').header('content-disposition', formatContentDisposition(filename)).send(pdf);
  });

  // The factor is the reports' (their CO2 figures stand on it); its address stays the one the mobile app knows, under /api/trips.
  routeEndpoint(app, tripsEndpoints.getEmissionFactor, async (request) => {
    const data = await getEmissionFactorInUse(ctx, request.auth);
    return {
      success: ok,
      data,
      ...(data.chosenBy === 'fallback' && { message: translateMessage('emissionFactorFallback', request.language, { country: data.country }) }),
    };
  });
};
