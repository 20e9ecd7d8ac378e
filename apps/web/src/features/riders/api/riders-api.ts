import type { MyImpactQuery } from '@rumbo/contract';
import { ridersRoutes as endpoints, type ResponseOf } from '@rumbo/contract/routes';
import { api } from '@/lib/api/api';
import { requestTo } from '@/lib/api/endpoint-request';

export const ridersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMyRides: build.query<ResponseOf<typeof endpoints.listMyRides>, void>({
      query: () => requestTo(endpoints.listMyRides),
    }),
    getMyImpact: build.query<ResponseOf<typeof endpoints.getMyImpact>, MyImpactQuery>({
      query: (query) => requestTo(endpoints.getMyImpact, { query }),
    }),
  }),
});

export const { useListMyRidesQuery, useGetMyImpactQuery } = ridersApi;
