import { z } from 'zod';

export const employeeRoleResponseSchema = z.object({ employeeId: z.uuid(), isAdmin: z.boolean() });
export type EmployeeRoleResponse = z.infer<typeof employeeRoleResponseSchema>;
