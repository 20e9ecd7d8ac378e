import type {
  ChangeRoleBody,
  Employee,
  EmployeeResponse,
  EmployeeRoleResponse,
  ImportEmployeesBody,
  ImportResult,
  JoinLink,
  JoinSignUpBody,
  ListEmployeesResponse,
  ListTrashResponse,
  MessageResponse,
  RegisterEmployeeBody,
  UpdateEmployeeBody,
  UpdateOwnContactBody,
} from '@rumbo/contract';
import { api } from '@/lib/api/api';

export type ListEmployeesArgs = { search: string; page: number; pageSize?: number };

export const employeesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmployeeRole: build.query<EmployeeRoleResponse, void>({
      query: () => 'employee/role',
      providesTags: ['Employee'],
    }),
    listEmployees: build.query<ListEmployeesResponse, ListEmployeesArgs>({
      query: ({ search, page, pageSize = 10 }) => ({ url: 'enterprise/employees', params: { search, page, pageSize } }),
      providesTags: ['Employee'],
    }),
    getEmployee: build.query<{ employee: Employee }, string>({
      query: (id) => `employee/${id}`,
      providesTags: ['Employee'],
    }),
    registerEmployee: build.mutation<EmployeeResponse, RegisterEmployeeBody>({
      query: (body) => ({ url: 'employee/register', method: 'POST', body }),
      invalidatesTags: ['Employee'],
    }),
    updateEmployee: build.mutation<EmployeeResponse, { id: string; changes: UpdateEmployeeBody }>({
      query: ({ id, changes }) => ({ url: `employee/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: ['Employee'],
    }),
    approveEmployee: build.mutation<EmployeeResponse, string>({
      query: (id) => ({ url: `employee/${id}/approve`, method: 'PATCH' }),
      invalidatesTags: ['Employee'],
    }),
    changeEmployeeRole: build.mutation<EmployeeResponse, ChangeRoleBody>({
      query: (body) => ({ url: 'employee/role', method: 'PATCH', body }),
      invalidatesTags: ['Employee'],
    }),
    trashEmployee: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `employee/soft-delete/${id}`, method: 'PATCH' }),
      invalidatesTags: ['Employee'],
    }),
    listTrash: build.query<ListTrashResponse, { page: number }>({
      query: ({ page }) => ({ url: 'enterprise/employees/trash', params: { page, pageSize: 10 } }),
      providesTags: ['Employee'],
    }),
    restoreEmployee: build.mutation<EmployeeResponse, string>({
      query: (id) => ({ url: `employee/${id}/restore`, method: 'PATCH' }),
      invalidatesTags: ['Employee'],
    }),
    deleteEmployee: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `employee/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Employee'],
    }),
    importEmployees: build.mutation<{ success: true; message: string; data: ImportResult }, ImportEmployeesBody>({
      query: (body) => ({ url: 'employee/import', method: 'POST', body }),
      invalidatesTags: (result, _error, body) => (result && !body.dryRun ? ['Employee'] : []),
    }),
    exportEmployees: build.mutation<string, void>({
      query: () => ({ url: 'enterprise/employees/export', responseHandler: 'text' }),
    }),
    getOwnRecord: build.query<{ employee: Employee }, void>({
      query: () => 'employee/me',
      providesTags: ['User'],
    }),
    updateOwnContact: build.mutation<EmployeeResponse, UpdateOwnContactBody>({
      query: (body) => ({ url: 'employee/me', method: 'PATCH', body }),
      invalidatesTags: ['User'],
    }),
    getJoinLink: build.query<{ success: true; data: JoinLink }, void>({
      query: () => 'enterprise/join-link',
      providesTags: ['Enterprise'],
    }),
    regenerateJoinLink: build.mutation<{ success: true; data: JoinLink }, void>({
      query: () => ({ url: 'enterprise/join-link/regenerate', method: 'POST' }),
      invalidatesTags: ['Enterprise'],
    }),
    updateJoinLink: build.mutation<{ success: true; data: JoinLink }, { autoApproveDomain: string | null }>({
      query: (body) => ({ url: 'enterprise/join-link', method: 'PATCH', body }),
      invalidatesTags: ['Enterprise'],
    }),
    getJoinPage: build.query<{ enterpriseName: string }, string>({
      query: (code) => `join/${encodeURIComponent(code)}`,
    }),
    joinCompany: build.mutation<{ success: true; message: string; isPending: boolean }, { code: string; body: JoinSignUpBody }>({
      query: ({ code, body }) => ({ url: `join/${encodeURIComponent(code)}`, method: 'POST', body }),
    }),
  }),
});

export const {
  useGetEmployeeRoleQuery,
  useListEmployeesQuery,
  useGetEmployeeQuery,
  useRegisterEmployeeMutation,
  useUpdateEmployeeMutation,
  useApproveEmployeeMutation,
  useChangeEmployeeRoleMutation,
  useTrashEmployeeMutation,
  useListTrashQuery,
  useRestoreEmployeeMutation,
  useDeleteEmployeeMutation,
  useGetJoinLinkQuery,
  useRegenerateJoinLinkMutation,
  useUpdateJoinLinkMutation,
  useGetJoinPageQuery,
  useJoinCompanyMutation,
  useImportEmployeesMutation,
  useExportEmployeesMutation,
  useGetOwnRecordQuery,
  useUpdateOwnContactMutation,
} = employeesApi;
