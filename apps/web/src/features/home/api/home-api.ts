import { employeesEndpoints as endpoints, type ResponseOf } from '@rumbo/contract';
import { api } from '@/lib/api/api';
import { requestTo } from '@/lib/api/endpoint-request';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    // People approved, registered or moved to the trash change the figures ('Employee').
    getStatistics: build.query<ResponseOf<typeof endpoints.statistics>, void>({
      query: () => requestTo(endpoints.statistics),
      providesTags: ['Employee'],
    }),
  }),
});

export const { useGetStatisticsQuery } = homeApi;
