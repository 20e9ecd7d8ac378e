// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { employeesApi } from './api/employees-api';
import { employeeSlice } from './employee-slice';

describe('the employee slice', () => {
  it('follows the role query’s answer, matched by the endpoint’s name', () => {
    const endpoint = employeesApi.endpoints.getEmployeeRole;
    const fulfilled = {
      type: 'api/executeQuery/fulfilled',
      payload: { employeeId: '0b7c6f4e-1d2a-4c3b-9e8f-7a6b5c4d3e2f', isAdmin: false },
      meta: { arg: { endpointName: endpoint.name, type: 'query', originalArgs: undefined, queryCacheKey: 'getEmployeeRole(undefined)' }, requestId: 'r1', requestStatus: 'fulfilled', fulfilledTimeStamp: 0, baseQueryMeta: {} },
    };
    expect(endpoint.matchFulfilled(fulfilled)).toBe(true);
    expect(employeeSlice.reducer(undefined, fulfilled)).toEqual({ employeeId: '0b7c6f4e-1d2a-4c3b-9e8f-7a6b5c4d3e2f', employeeRole: 'employee' });
  });
});
