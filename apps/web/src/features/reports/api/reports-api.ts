import { reportsRoutes as endpoints, type QueryOf, type ResponseOf } from '@rumbo/contract/routes';
import { api } from '@/lib/api/api';
import { requestTo } from '@/lib/api/endpoint-request';

/** An issued report's file as an object URL (the caller revokes it), or the server's error body. */
async function fileResponse(response: Response): Promise<unknown> {
  if (!response.ok) return response.json().catch(() => undefined);
  return URL.createObjectURL(await response.blob());
}

export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Issued reports never change, but a new one appears when a period ends: asked again on each visit.
    listReportSnapshots: build.query<ResponseOf<typeof endpoints.listSnapshots>, void>({
      query: () => requestTo(endpoints.listSnapshots),
    }),
    getReportSnapshot: build.query<ResponseOf<typeof endpoints.getSnapshot>, string>({
      query: (id) => requestTo(endpoints.getSnapshot, { params: { id } }),
    }),
    /** An issued report as PDF or CSV, as an object URL: the request carries the session's token like any other. */
    downloadReportSnapshot: build.mutation<string, { id: string; format: 'pdf' | 'csv' }>({
      query: ({ id, format }) => ({
        ...requestTo(format === 'pdf' ? endpoints.snapshotPdf : endpoints.snapshotCsv, { params: { id } }),
        responseHandler: fileResponse,
        cache: 'no-store',
      }),
    }),
    // Figures move with every trip validated: a page opened again asks again (refetchOnMountOrArgChange at the call).
    getReportMetrics: build.query<ResponseOf<typeof endpoints.getMetrics>, QueryOf<typeof endpoints.getMetrics>>({
      query: (period) => requestTo(endpoints.getMetrics, { query: period }),
    }),
  }),
});

export const { useGetReportMetricsQuery, useListReportSnapshotsQuery, useGetReportSnapshotQuery, useDownloadReportSnapshotMutation } = reportsApi;
