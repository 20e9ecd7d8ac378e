import { employeesRoutes as endpoints, reportsRoutes, type QueryOf, type ResponseOf } from '@rumbo/contract/routes';
import { api } from '@/lib/api/api';
import { requestTo } from '@/lib/api/endpoint-request';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    // People approved, registered or moved to the trash change the figures ('Employee').
    getStatistics: build.query<ResponseOf<typeof endpoints.statistics>, void>({
      query: () => requestTo(endpoints.statistics),
      providesTags: ['Employee'],
    }),
    // This month's carpooling figures, from the reports' own endpoint.
    getMonthMetrics: build.query<ResponseOf<typeof reportsRoutes.getMetrics>, QueryOf<typeof reportsRoutes.getMetrics>>({
      query: (period) => requestTo(reportsRoutes.getMetrics, { query: period }),
    }),
  }),
});

export const { useGetStatisticsQuery, useGetMonthMetricsQuery } = homeApi;
