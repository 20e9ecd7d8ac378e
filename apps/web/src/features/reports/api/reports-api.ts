import { reportsEndpoints as endpoints, type QueryOf, type ResponseOf } from '@rumbo/contract';
import { api } from '@/lib/api/api';
import { requestTo } from '@/lib/api/endpoint-request';

export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Figures move with every trip validated: a page opened again asks again (refetchOnMountOrArgChange at the call).
    getReportMetrics: build.query<ResponseOf<typeof endpoints.getMetrics>, QueryOf<typeof endpoints.getMetrics>>({
      query: (period) => requestTo(endpoints.getMetrics, { query: period }),
    }),
  }),
});

export const { useGetReportMetricsQuery } = reportsApi;
