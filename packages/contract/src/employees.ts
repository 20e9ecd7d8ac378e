import { z } from 'zod';
import { emailSchema, messageResponseSchema, newPasswordSchema, requiredText } from './common.js';
import { optionalCurrentPasswordSchema } from './account-security.js';
import { defineEndpoint } from './endpoint.js';
import type { Language } from './languages.js';
import { optionalPhoneSchema, phoneSchema } from './phone-schemas.js';

export const employeeRoleResponseSchema = z.object({ employeeId: z.uuid(), isAdmin: z.boolean() });
export type EmployeeRoleResponse = z.infer<typeof employeeRoleResponseSchema>;

export const employeeStatuses = ['active', 'pending', 'suspended'] as const;
export type EmployeeStatus = (typeof employeeStatuses)[number];

/** One person of the company as the list and forms show it. */
export const employeeSchema = z.object({
  employeeId: z.uuid(),
  fullName: z.string(),
  firstNames: z.string(),
  lastNames: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string(),
  isPending: z.boolean(),
  isAdmin: z.boolean(),
  status: z.enum(employeeStatuses),
  tripPreferences: z.string(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeePageSizeMax = 100;
/** Beyond this many matches `total` may be a lower bound, flagged `totalIsExact: false`. */
export const exactTotalLimit = 10_000;

export const listEmployeesQuerySchema = z.object({
  search: z.string({ error: 'invalidValue' }).trim().max(100, 'textTooLong').default(''),
  page: z.coerce.number({ error: 'pageInvalid' }).int('pageInvalid').min(1, 'pageInvalid').max(1_000_000, 'pageInvalid').default(1),
  pageSize: z.coerce
    .number({ error: 'pageSizeInvalid' })
    .int('pageSizeInvalid')
    .min(1, 'pageSizeInvalid')
    .max(employeePageSizeMax, 'pageSizeInvalid')
    .default(10),
});
export type ListEmployeesQuery = z.infer<typeof listEmployeesQuerySchema>;
/** A page of a list without search: the trash, the people waiting for approval. */
export const listTrashQuerySchema = listEmployeesQuerySchema.pick({ page: true, pageSize: true });

export const listEmployeesResponseSchema = z.object({
  employees: z.array(employeeSchema),
  total: z.number().int(),
  totalIsExact: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ListEmployeesResponse = z.infer<typeof listEmployeesResponseSchema>;

/** A person waiting for approval, with when they joined. */
export const pendingEmployeeSchema = employeeSchema.extend({ joinedAt: z.string() });
export type PendingEmployee = z.infer<typeof pendingEmployeeSchema>;
export const listPendingResponseSchema = listEmployeesResponseSchema.extend({ employees: z.array(pendingEmployeeSchema) });
export type ListPendingResponse = z.infer<typeof listPendingResponseSchema>;

export const trashedEmployeeSchema = employeeSchema.extend({ deletedAt: z.string() });
export type TrashedEmployee = z.infer<typeof trashedEmployeeSchema>;
export const listTrashResponseSchema = listEmployeesResponseSchema.extend({ employees: z.array(trashedEmployeeSchema) });
export type ListTrashResponse = z.infer<typeof listTrashResponseSchema>;

const personFields = {
  firstNames: requiredText('firstNamesRequired', 100),
  lastNames: requiredText('lastNamesRequired', 100),
  email: emailSchema,
  phone: phoneSchema,
};

/** The register form: every field required. */
export const registerEmployeeFormSchema = z.object({ ...personFields, address: requiredText('addressRequired', 300) });
export type RegisterEmployeeForm = z.infer<typeof registerEmployeeFormSchema>;

/** Splits a single name at its first space: given names, then family names. */
export function splitFullName(name: string): { firstNames: string; lastNames: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  return space === -1 ? { firstNames: trimmed, lastNames: '' } : { firstNames: trimmed.slice(0, space), lastNames: trimmed.slice(space + 1) };
}

/**
 * The register call: the form's fields, or `name` in place of the two name fields, as a client that
 * knows only full names sends it (split at the first space; `name` wins when both come).
 */
export const registerEmployeeBodySchema = z
  .object({
    firstNames: z.string({ error: 'firstNamesRequired' }).trim().max(100, 'textTooLong').optional(),
    lastNames: z.string({ error: 'lastNamesRequired' }).trim().max(100, 'textTooLong').optional(),
    name: z.string({ error: 'firstNamesRequired' }).trim().max(200, 'textTooLong').optional(),
    email: emailSchema,
    phone: phoneSchema,
    address: requiredText('addressRequired', 300),
    sendInvitation: z.boolean({ error: 'invalidValue' }).default(true),
  })
  .superRefine(
    (body, context) => {
      if (body.name) return;
      if (!body.firstNames) context.addIssue({ code: 'custom', path: ['firstNames'], message: 'firstNamesRequired' });
      if (!body.lastNames) context.addIssue({ code: 'custom', path: ['lastNames'], message: 'lastNamesRequired' });
    },
    // Zod skips a refinement once another field failed: run it on any object, so every missing field is listed.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) },
  )
  .transform(({ name, firstNames, lastNames, ...rest }) => ({
    ...(name ? splitFullName(name) : { firstNames: firstNames ?? '', lastNames: lastNames ?? '' }),
    ...rest,
  }));
export type RegisterEmployeeBody = z.input<typeof registerEmployeeBodySchema>;

export const employeeResponseSchema = z.object({ success: z.literal(true), message: z.string(), employee: employeeSchema });
export type EmployeeResponse = z.infer<typeof employeeResponseSchema>;

export const getEmployeeResponseSchema = z.object({ employee: employeeSchema });

/**
 * What an administrator edits. Last names, phone and address may be empty: a person who joined
 * through the link gave no address, the company's first administrator neither (nor last names when
 * the sign-up name was one word); an edit must not force them.
 */
const editFields = {
  ...personFields,
  lastNames: z.string({ error: 'invalidValue' }).trim().max(100, 'textTooLong'),
  phone: optionalPhoneSchema.nullable(),
  address: z.string({ error: 'invalidValue' }).trim().max(300, 'textTooLong'),
};
export const editEmployeeFormSchema = z.object(editFields);

/** Any of the edit's fields; `name` (split as register splits it, and winning as there) may stand for the two name fields. */
export const updateEmployeeBodySchema = z
  .object({
    ...editFields,
    name: requiredText('firstNamesRequired', 200),
    tripPreferences: z.string({ error: 'invalidValue' }).trim().max(1000, 'textTooLong'),
    status: z.enum(employeeStatuses, { error: 'invalidValue' }),
    /** Needed when administrators change their own login email or phone. */
    currentPassword: optionalCurrentPasswordSchema,
  })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'fieldRequired')
  .transform(({ name, ...rest }) => (name === undefined ? rest : { ...rest, ...splitFullName(name) }));
export type UpdateEmployeeBody = z.infer<typeof updateEmployeeBodySchema>;

export const employeeIdParamsSchema = z.object({ id: z.uuid({ error: 'notFound' }) });

export const changeRoleBodySchema = z.object({
  employeeId: z.uuid({ error: 'invalidValue' }),
  isAdmin: z.boolean({ error: 'invalidValue' }),
});
export type ChangeRoleBody = z.infer<typeof changeRoleBodySchema>;

// Join link: a person signs up on their own and waits for approval.
// Any code that names no company is the same 404 (a link cut short included), not a validation error.
export const joinCodeParamsSchema = z.object({ code: z.string({ error: 'joinLinkInvalid' }).max(256, 'joinLinkInvalid') });
export const joinPageResponseSchema = z.object({ enterpriseName: z.string() });
export const joinSignUpBodySchema = z.object({ ...personFields, password: newPasswordSchema });
export type JoinSignUpBody = z.infer<typeof joinSignUpBodySchema>;
export const joinSignUpResponseSchema = z.object({ success: z.literal(true), message: z.string(), isPending: z.boolean() });

const domainPattern = /^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/;
export const joinLinkSchema = z.object({ code: z.string(), url: z.string(), autoApproveDomain: z.string().nullable() });
export type JoinLink = z.infer<typeof joinLinkSchema>;
export const joinLinkResponseSchema = z.object({ success: z.literal(true), data: joinLinkSchema });
export const updateJoinLinkBodySchema = z.object({
  autoApproveDomain: z
    .string({ error: 'domainInvalid' })
    .trim()
    .toLowerCase()
    .transform((domain) => domain.replace(/^@/, ''))
    .pipe(z.string().max(253, 'textTooLong').regex(domainPattern, 'domainInvalid'))
    .nullable(),
});

// CSV import (the browser parses the file; the server validates every row again). Rows are numbered
// as a spreadsheet shows them: the header is row 1, the first person row 2.
export const importRowLimit = 5000;
/** A row as read from the file: any text, checked as a registration once it arrives. */
const importCell = (max: number) => z.string({ error: 'invalidValue' }).max(max, 'textTooLong').default('');
export const importRowSchema = z.object({
  /** Its row in the spreadsheet (the header is row 1); without it, its place in the list plus one. */
  line: z.number({ error: 'invalidValue' }).int('invalidValue').min(2, 'invalidValue').optional(),
  firstNames: importCell(200),
  lastNames: importCell(200),
  email: importCell(300),
  phone: importCell(60),
  address: importCell(400),
});
export type ImportRow = z.input<typeof importRowSchema>;

/** The spreadsheet row of the row at `index` of an import. */
export function importLineOf(row: { line?: number | undefined }, index: number): number {
  return row.line ?? index + 2;
}

export const importEmployeesBodySchema = z.object({
  rows: z
    .array(importRowSchema, { error: 'importEmpty' })
    .min(1, 'importEmpty')
    .max(importRowLimit, 'importTooManyRows')
    // Each row number names one row, in the file's order, so an answer's rows are unambiguous.
    .refine((rows) => rows.every((row, index) => index === 0 || importLineOf(row, index) > importLineOf(rows[index - 1]!, index - 1)), 'invalidValue'),
  /** true: only check and report; nothing is saved. */
  dryRun: z.boolean({ error: 'invalidValue' }),
  sendInvitations: z.boolean({ error: 'invalidValue' }).default(false),
});
export type ImportEmployeesBody = z.input<typeof importEmployeesBodySchema>;

export const importResultSchema = z.object({
  /** Rows with problems, by their spreadsheet row (the header is row 1, the first person row 2). */
  rows: z.array(z.object({ line: z.number().int(), errors: z.array(z.object({ field: z.string(), message: z.string() })) })),
  validCount: z.number().int(),
  invalidCount: z.number().int(),
  importedCount: z.number().int(),
  /** Seats the plan still allows, or null when unlimited. */
  seatsAvailable: z.number().int().nullable(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
export const importEmployeesResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: importResultSchema });
export type ImportEmployeesResponse = z.infer<typeof importEmployeesResponseSchema>;

/** People of the company who never got an invitation and have not chosen a password, and how many may be invited today. */
export const uninvitedResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ count: z.number().int(), invitableToday: z.number().int() }),
});
export type UninvitedResponse = z.infer<typeof uninvitedResponseSchema>;
export const inviteUninvitedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Mailed now, and those still waiting for tomorrow's allowance. */
  data: z.object({ invited: z.number().int(), left: z.number().int() }),
});
export type InviteUninvitedResponse = z.infer<typeof inviteUninvitedResponseSchema>;

/** Column names of the CSV template and export, in the order they appear. */
export const employeeCsvColumns = ['firstNames', 'lastNames', 'email', 'phone', 'address'] as const;

export const employeeExportColumns = ['employeeId', ...employeeCsvColumns, 'status', 'role', 'tripPreferences'] as const;
export type EmployeeExportColumn = (typeof employeeExportColumns)[number];

type ExportTexts = { headers: Record<EmployeeExportColumn, string>; status: Record<EmployeeStatus, string>; admin: string; employee: string };

/**
 * The CSV export in the reader's language: its header row (which the import reads back, as it reads
 * the template's) and the status and role of each person, as the list shows them.
 */
export const employeeExportTexts: Record<Language, ExportTexts> = {
  es: {
    headers: {
      employeeId: 'ID',
      firstNames: 'Nombres',
      lastNames: 'Apellidos',
      email: 'Correo',
      phone: 'Teléfono',
      address: 'Dirección',
      status: 'Estado',
      role: 'Rol',
      tripPreferences: 'Preferencias de viaje',
    },
    status: { active: 'Activo', pending: 'Pendiente', suspended: 'Suspendido' },
    admin: 'Administrador',
    employee: 'Empleado',
  },
  en: {
    headers: {
      employeeId: 'ID',
      firstNames: 'First names',
      lastNames: 'Last names',
      email: 'Email',
      phone: 'Phone',
      address: 'Address',
      status: 'Status',
      role: 'Role',
      tripPreferences: 'Trip preferences',
    },
    status: { active: 'Active', pending: 'Pending', suspended: 'Suspended' },
    admin: 'Administrator',
    employee: 'Employee',
  },
  de: {
    headers: {
      employeeId: 'ID',
      firstNames: 'Vornamen',
      lastNames: 'Nachnamen',
      email: 'E-Mail-Adresse',
      phone: 'Telefonnummer',
      address: 'Adresse',
      status: 'Status',
      role: 'Rolle',
      tripPreferences: 'Fahrtwünsche',
    },
    status: { active: 'Aktiv', pending: 'Ausstehend', suspended: 'Gesperrt' },
    admin: 'Admin',
    employee: 'Mitarbeitende',
  },
};

/** What someone who is not an administrator may change about themselves. */
export const updateOwnContactBodySchema = z.object({
  phone: phoneSchema,
  address: requiredText('addressRequired', 300),
  /** Needed when the phone, which logs in, changes. */
  currentPassword: optionalCurrentPasswordSchema,
});
export type UpdateOwnContactBody = z.infer<typeof updateOwnContactBodySchema>;

/**
 * The /home statistics box: the company's people by status, once it is subscribed. Without a
 * subscription the box asks for one instead (`subscribed: false`, no figures).
 */
export const statisticsResponseSchema = z.object({
  success: z.literal(true),
  data: z.discriminatedUnion('subscribed', [
    z.object({ subscribed: z.literal(false) }),
    z.object({
      subscribed: z.literal(true),
      active: z.number().int(),
      pending: z.number().int(),
      suspended: z.number().int(),
      /** People who joined since the 1st of this month, in the company's time zone. */
      newThisMonth: z.number().int(),
      administrators: z.number().int(),
      /** Active and pending people, the figure the plan limit counts, and that limit (null: unlimited). */
      headCount: z.number().int(),
      employeeLimit: z.number().int().nullable(),
    }),
  ]),
});
export type Statistics = z.infer<typeof statisticsResponseSchema>['data'];

const adminOnly = [403, 404, 409] as const;

export const employeesEndpoints = {
  statistics: defineEndpoint({
    method: 'GET',
    path: '/enterprise/statistics',
    tag: 'employees',
    summary: 'The statistics box: people by status, new this month, administrators (figures only once subscribed)',
    authenticated: true,
    access: 'admin',
    responses: { 200: statisticsResponseSchema },
    errors: [403],
  }),
  role: defineEndpoint({
    method: 'GET',
    path: '/employee/role',
    tag: 'employees',
    summary: 'The current user’s administrator flag',
    authenticated: true,
    access: 'person',
    responses: { 200: employeeRoleResponseSchema },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/enterprise/employees',
    tag: 'employees',
    summary: 'The company’s employees: searched (case- and accent-insensitive), ordered by name, a page at a time',
    authenticated: true,
    access: 'admin',
    query: listEmployeesQuerySchema,
    responses: { 200: listEmployeesResponseSchema },
    errors: adminOnly,
  }),
  listPending: defineEndpoint({
    method: 'GET',
    path: '/enterprise/employees/pending',
    tag: 'employees',
    summary: 'People waiting for approval, longest waiting first: the inbox and its count',
    authenticated: true,
    access: 'admin',
    query: listTrashQuerySchema,
    responses: { 200: listPendingResponseSchema },
    errors: adminOnly,
  }),
  listTrash: defineEndpoint({
    method: 'GET',
    path: '/enterprise/employees/trash',
    tag: 'employees',
    summary: 'Employees in the trash, most recent first',
    authenticated: true,
    access: 'admin',
    query: listTrashQuerySchema,
    responses: { 200: listTrashResponseSchema },
    errors: adminOnly,
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/employee/register',
    tag: 'employees',
    summary: 'Registers an active employee and mails an invitation to choose a password',
    authenticated: true,
    access: 'admin',
    body: registerEmployeeBodySchema,
    responses: { 201: employeeResponseSchema },
    errors: adminOnly,
  }),
  getOwnRecord: defineEndpoint({
    method: 'GET',
    path: '/employee/me',
    tag: 'employees',
    summary: 'The caller’s own employee record',
    authenticated: true,
    access: 'person',
    responses: { 200: getEmployeeResponseSchema },
    errors: [404],
  }),
  updateOwnContact: defineEndpoint({
    method: 'PATCH',
    path: '/employee/me',
    tag: 'employees',
    summary: 'The caller changes their own phone and address',
    authenticated: true,
    access: 'person',
    body: updateOwnContactBodySchema,
    responses: { 200: employeeResponseSchema },
    errors: [404, 409, 429],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/employee/:id',
    tag: 'employees',
    summary: 'One employee of the company',
    authenticated: true,
    access: 'admin',
    params: employeeIdParamsSchema,
    responses: { 200: getEmployeeResponseSchema },
    errors: adminOnly,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/employee/:id',
    tag: 'employees',
    summary: 'Edits an employee: names (or `name`, split at its first space), contact, trip preferences, status',
    authenticated: true,
    access: 'admin',
    params: employeeIdParamsSchema,
    body: updateEmployeeBodySchema,
    responses: { 200: employeeResponseSchema },
    // 403 also for a new email while the administrator's own is not verified; 429 past the company's email changes an hour.
    errors: [...adminOnly, 429],
  }),
  approve: defineEndpoint({
    method: 'PATCH',
    path: '/employee/:id/approve',
    tag: 'employees',
    summary: 'Approves a pending employee',
    authenticated: true,
    access: 'admin',
    params: employeeIdParamsSchema,
    responses: { 200: employeeResponseSchema },
    errors: adminOnly,
  }),
  changeRole: defineEndpoint({
    method: 'PATCH',
    path: '/employee/role',
    tag: 'employees',
    summary: 'Makes an employee administrator or employee; the company always keeps an active administrator',
    authenticated: true,
    access: 'admin',
    body: changeRoleBodySchema,
    responses: { 200: employeeResponseSchema },
    errors: adminOnly,
  }),
  trash: defineEndpoint({
    method: 'PATCH',
    path: '/employee/soft-delete/:id',
    tag: 'employees',
    summary: 'Moves an employee to the trash and ends their sessions',
    authenticated: true,
    access: 'admin',
    params: employeeIdParamsSchema,
    responses: { 200: messageResponseSchema },
    errors: adminOnly,
  }),
  restore: defineEndpoint({
    method: 'PATCH',
    path: '/employee/:id/restore',
    tag: 'employees',
    summary: 'Brings an employee back from the trash',
    authenticated: true,
    access: 'admin',
    params: employeeIdParamsSchema,
    responses: { 200: employeeResponseSchema },
    errors: adminOnly,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/employee/:id',
    tag: 'employees',
    summary: 'Deletes an employee in the trash for good',
    authenticated: true,
    access: 'admin',
    params: employeeIdParamsSchema,
    responses: { 200: messageResponseSchema },
    errors: adminOnly,
  }),
  import: defineEndpoint({
    method: 'POST',
    path: '/employee/import',
    tag: 'employees',
    summary: 'Checks rows of an employee CSV (dryRun) or imports the valid ones, within the plan',
    authenticated: true,
    access: 'admin',
    body: importEmployeesBodySchema,
    responses: { 200: importEmployeesResponseSchema },
    errors: [...adminOnly, 413],
  }),
  uninvited: defineEndpoint({
    method: 'GET',
    path: '/enterprise/employees/uninvited',
    tag: 'employees',
    summary: 'How many active people have no password and were never invited, and how many may be invited today',
    authenticated: true,
    access: 'admin',
    responses: { 200: uninvitedResponseSchema },
    errors: adminOnly,
  }),
  inviteUninvited: defineEndpoint({
    method: 'POST',
    path: '/enterprise/employees/invite-uninvited',
    tag: 'employees',
    summary: 'Mails an invitation to every active person with no password who was never invited, within the company’s daily allowance',
    authenticated: true,
    access: 'admin',
    responses: { 200: inviteUninvitedResponseSchema },
    errors: [...adminOnly, 429],
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/enterprise/employees/export',
    tag: 'employees',
    summary: 'Every employee of the company as CSV (UTF-8 with a byte order mark, in the reader’s language)',
    authenticated: true,
    access: 'admin',
    responses: {},
    errors: [403],
  }),
  joinLink: defineEndpoint({
    method: 'GET',
    path: '/enterprise/join-link',
    tag: 'employees',
    summary: 'The company’s join link',
    authenticated: true,
    access: 'admin',
    responses: { 200: joinLinkResponseSchema },
    errors: adminOnly,
  }),
  regenerateJoinLink: defineEndpoint({
    method: 'POST',
    path: '/enterprise/join-link/regenerate',
    tag: 'employees',
    summary: 'Replaces the join code; the old link stops working',
    authenticated: true,
    access: 'admin',
    responses: { 200: joinLinkResponseSchema },
    errors: adminOnly,
  }),
  updateJoinLink: defineEndpoint({
    method: 'PATCH',
    path: '/enterprise/join-link',
    tag: 'employees',
    summary: 'Sets the email domain whose sign-ups are approved at once',
    authenticated: true,
    access: 'admin',
    body: updateJoinLinkBodySchema,
    responses: { 200: joinLinkResponseSchema },
    errors: adminOnly,
  }),
  joinPage: defineEndpoint({
    method: 'GET',
    path: '/join/:code',
    tag: 'join',
    summary: 'The company behind a join link',
    authenticated: false,
    access: 'anonymous',
    params: joinCodeParamsSchema,
    responses: { 200: joinPageResponseSchema },
    errors: [404],
  }),
  join: defineEndpoint({
    method: 'POST',
    path: '/join/:code',
    tag: 'join',
    summary: 'Signs a person up through the join link: pending until approved, unless their email domain is trusted',
    authenticated: false,
    access: 'anonymous',
    params: joinCodeParamsSchema,
    body: joinSignUpBodySchema,
    responses: { 201: joinSignUpResponseSchema },
    errors: [404, 409, 429],
  }),
};
