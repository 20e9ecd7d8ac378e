import type { EmployeeRoleResponse } from '@rumbo/contract';
import { api } from '@/lib/api/api';

export const employeesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmployeeRole: build.query<EmployeeRoleResponse, void>({
      query: () => 'employee/role',
      providesTags: ['Employee'],
    }),
  }),
});

export const { useGetEmployeeRoleQuery } = employeesApi;
