// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TFunction } from '@/lib/i18n';

/**
 * Read by the typecheck (`tsc --build`), never called: each line marked @ts-expect-error fails the
 * typecheck the day it compiles, so a typo in a key, or a key of a namespace not asked for, is caught.
 */
export function typedKeys(common: TFunction, employees: TFunction<readonly ['employees', 'common']>): string[] {
  return [
    common('nav.breadcrumbs'),
    // @ts-expect-error: no text has this key
    common('nope'),
    // @ts-expect-error: the component asked for the shared texts only
    common('employees:employees.title'),
    employees('employees.title'),
    employees('employees.resultCount', { count: 2 }),
    employees('common:nav.breadcrumbs'),
    // @ts-expect-error: a plural's forms are read through their base key, with a count
    employees('employees.resultCount_one'),
    // @ts-expect-error: bare keys are the first namespace's
    employees('nav.breadcrumbs'),
    // @ts-expect-error: a group of texts is read with returnObjects only
    employees('employees.columns'),
    Object.keys(employees('employees.columns', { returnObjects: true })).join(),
  ];
}

describe('typed keys', () => {
  it('are checked by the typecheck, which reads typedKeys', () => {
    expect(typedKeys).toBeTypeOf('function');
  });
});
