import { employeesRoutes as endpoints, type BodyOf, type ResponseOf } from '@rumbo/contract/routes';
import { api } from '@/lib/api/api';
import { requestTo } from '@/lib/api/endpoint-request';

export type ListEmployeesArgs = { search: string; page: number; pageSize?: number };

export const employeesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmployeeRole: build.query<ResponseOf<typeof endpoints.role>, void>({
      query: () => requestTo(endpoints.role),
      providesTags: ['Employee'],
    }),
    listEmployees: build.query<ResponseOf<typeof endpoints.list>, ListEmployeesArgs>({
      query: ({ search, page, pageSize = 10 }) => requestTo(endpoints.list, { query: { search, page, pageSize } }),
      providesTags: ['Employee'],
    }),
    getEmployee: build.query<ResponseOf<typeof endpoints.get>, string>({
      query: (id) => requestTo(endpoints.get, { params: { id } }),
      providesTags: ['Employee'],
    }),
    registerEmployee: build.mutation<ResponseOf<typeof endpoints.register>, BodyOf<typeof endpoints.register>>({
      query: (body) => requestTo(endpoints.register, { body }),
      invalidatesTags: ['Employee'],
    }),
    updateEmployee: build.mutation<ResponseOf<typeof endpoints.update>, { id: string; changes: BodyOf<typeof endpoints.update> }>({
      query: ({ id, changes }) => requestTo(endpoints.update, { params: { id }, body: changes }),
      invalidatesTags: ['Employee'],
    }),
    approveEmployee: build.mutation<ResponseOf<typeof endpoints.approve>, string>({
      query: (id) => requestTo(endpoints.approve, { params: { id } }),
      invalidatesTags: ['Employee'],
    }),
    changeEmployeeRole: build.mutation<ResponseOf<typeof endpoints.changeRole>, BodyOf<typeof endpoints.changeRole>>({
      query: (body) => requestTo(endpoints.changeRole, { body }),
      invalidatesTags: ['Employee'],
    }),
    trashEmployee: build.mutation<ResponseOf<typeof endpoints.trash>, string>({
      query: (id) => requestTo(endpoints.trash, { params: { id } }),
      invalidatesTags: ['Employee'],
    }),
    listPendingEmployees: build.query<ResponseOf<typeof endpoints.listPending>, { page: number; pageSize: number }>({
      query: ({ page, pageSize }) => requestTo(endpoints.listPending, { query: { page, pageSize } }),
      providesTags: ['Employee'],
    }),
    listTrash: build.query<ResponseOf<typeof endpoints.listTrash>, { page: number }>({
      query: ({ page }) => requestTo(endpoints.listTrash, { query: { page, pageSize: 10 } }),
      providesTags: ['Employee'],
    }),
    restoreEmployee: build.mutation<ResponseOf<typeof endpoints.restore>, string>({
      query: (id) => requestTo(endpoints.restore, { params: { id } }),
      invalidatesTags: ['Employee'],
    }),
    deleteEmployee: build.mutation<ResponseOf<typeof endpoints.delete>, string>({
      query: (id) => requestTo(endpoints.delete, { params: { id } }),
      invalidatesTags: ['Employee'],
    }),
    importEmployees: build.mutation<ResponseOf<typeof endpoints.import>, BodyOf<typeof endpoints.import>>({
      query: (body) => requestTo(endpoints.import, { body }),
      invalidatesTags: (result, _error, body) => (result && !body.dryRun ? ['Employee'] : []),
    }),
    countUninvited: build.query<ResponseOf<typeof endpoints.uninvited>, void>({
      query: () => requestTo(endpoints.uninvited),
      providesTags: ['Employee'],
    }),
    inviteUninvited: build.mutation<ResponseOf<typeof endpoints.inviteUninvited>, void>({
      query: () => requestTo(endpoints.inviteUninvited),
      invalidatesTags: ['Employee'],
    }),
    exportEmployees: build.mutation<string, void>({
      query: () => ({ ...requestTo(endpoints.export), responseHandler: 'text' }),
    }),
    getOwnRecord: build.query<ResponseOf<typeof endpoints.getOwnRecord>, void>({
      query: () => requestTo(endpoints.getOwnRecord),
      providesTags: ['User'],
    }),
    updateOwnContact: build.mutation<ResponseOf<typeof endpoints.updateOwnContact>, BodyOf<typeof endpoints.updateOwnContact>>({
      query: (body) => requestTo(endpoints.updateOwnContact, { body }),
      invalidatesTags: ['User'],
    }),
    getJoinLink: build.query<ResponseOf<typeof endpoints.joinLink>, void>({
      query: () => requestTo(endpoints.joinLink),
      providesTags: ['Enterprise'],
    }),
    regenerateJoinLink: build.mutation<ResponseOf<typeof endpoints.regenerateJoinLink>, void>({
      query: () => requestTo(endpoints.regenerateJoinLink),
      invalidatesTags: ['Enterprise'],
    }),
    updateJoinLink: build.mutation<ResponseOf<typeof endpoints.updateJoinLink>, BodyOf<typeof endpoints.updateJoinLink>>({
      query: (body) => requestTo(endpoints.updateJoinLink, { body }),
      invalidatesTags: ['Enterprise'],
    }),
    getJoinPage: build.query<ResponseOf<typeof endpoints.joinPage>, string>({
      query: (code) => requestTo(endpoints.joinPage, { params: { code } }),
    }),
    joinCompany: build.mutation<ResponseOf<typeof endpoints.join>, { code: string; body: BodyOf<typeof endpoints.join> }>({
      query: ({ code, body }) => requestTo(endpoints.join, { params: { code }, body }),
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
  useListPendingEmployeesQuery,
  useRestoreEmployeeMutation,
  useDeleteEmployeeMutation,
  useGetJoinLinkQuery,
  useRegenerateJoinLinkMutation,
  useUpdateJoinLinkMutation,
  useGetJoinPageQuery,
  useJoinCompanyMutation,
  useImportEmployeesMutation,
  useCountUninvitedQuery,
  useInviteUninvitedMutation,
  useExportEmployeesMutation,
  useGetOwnRecordQuery,
  useUpdateOwnContactMutation,
} = employeesApi;
