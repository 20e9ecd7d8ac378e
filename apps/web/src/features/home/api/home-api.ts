import { employeesEndpoints as endpoints, reportsEndpoints, type QueryOf, type ResponseOf } from '@rumbo/contract';
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
    getMonthMetrics: build.query<ResponseOf<typeof reportsEndpoints.getMetrics>, QueryOf<typeof reportsEndpoints.getMetrics>>({
      query: (period) => requestTo(reportsEndpoints.getMetrics, { query: period }),
    }),
  }),
});

export const { useGetStatisticsQuery, useGetMonthMetricsQuery } = homeApi;
