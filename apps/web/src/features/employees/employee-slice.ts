import { createSlice } from '@reduxjs/toolkit';
import type { EmployeeRoleResponse } from '@rumbo/contract';
import { matchFulfilled } from '@/lib/api/match-fulfilled';
import { loggedIn, loggedOut } from '@/lib/api/session-slice';

/** Who the current user is among the employees, and whether they administer. */
export type EmployeeState = { employeeId: string | null; employeeRole: 'admin' | 'employee' | null };

const initialState: EmployeeState = { employeeId: null, employeeRole: null };

export const employeeSlice = createSlice({
  name: 'employee',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, () => initialState)
      .addCase(loggedIn, (state, action) => {
        state.employeeId = action.payload.user.idEmployee;
        state.employeeRole = action.payload.user.isAdmin ? 'admin' : 'employee';
      })
      // By name: this slice is in the first bundle, the employees' endpoints are not.
      .addMatcher(matchFulfilled<EmployeeRoleResponse>('getEmployeeRole'), (state, action) => {
        state.employeeId = action.payload.employeeId;
        state.employeeRole = action.payload.isAdmin ? 'admin' : 'employee';
      });
  },
});

export const selectIsAdmin = (state: { employee: EmployeeState }) => state.employee.employeeRole === 'admin';

/** The signed-in person's own employee id. */
export const selectOwnEmployeeId = (state: { employee: EmployeeState }) => state.employee.employeeId;
