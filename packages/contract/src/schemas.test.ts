// Every request schema of every endpoint, and every form schema, answers only message keys that are
// translated: a person never reads zod's own English. Inputs are generated from each schema's shape,
// breaking each of its fields in turn (missing, empty, blank, far too long, malformed, out of range).
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from './index.js';
import { isMessageKey } from './messages/index.js';

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; in?: z.ZodType; entries?: Record<string, string> };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema a value is checked against first, through optional, default, nullable and transform wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.type === 'pipe') return unwrap(def.in!);
  if (['optional', 'default', 'nullable', 'prefault', 'readonly'].includes(def.type)) return unwrap(def.innerType!);
  return schema;
}

/** Values of the right kind that break a field: what a careless or hostile client sends. */
function badValuesOf(schema: z.ZodType, depth = 0): unknown[] {
  const inner = unwrap(schema);
  const def = defOf(inner);
  switch (def.type) {
    case 'string':
      return [undefined, null, '', '   ', 'x'.repeat(6000), 'no válido', '+52 00', 'UTC-06:30', 'a@b'];
    case 'number':
    case 'int':
      return [undefined, 'abc', -5, 0, 1.5, 10 ** 12];
    case 'boolean':
      return [undefined, 'no'];
    case 'enum':
      return [undefined, 'no-such-value', ''];
    case 'literal':
      return [undefined, 'other'];
    case 'array':
      return [undefined, [], 'not a list', Array.from({ length: 6000 }, () => ({})), ...(depth < 2 ? objectsOf(def.element!, depth + 1).map((element) => [element]) : [])];
    case 'object':
      return depth < 3 ? [undefined, ...objectsOf(inner, depth + 1)] : [undefined];
    default:
      return [undefined];
  }
}

/** Whole objects: empty, every field blank, and each field broken in turn with the others left valid-looking. */
function objectsOf(schema: z.ZodType, depth = 0): unknown[] {
  const def = defOf(unwrap(schema));
  if (def.type !== 'object') return badValuesOf(schema, depth);
  const fields = Object.entries(def.shape!);
  const inputs: unknown[] = [{}, Object.fromEntries(fields.map(([name]) => [name, '']))];
  for (const [name, field] of fields) {
    for (const value of badValuesOf(field, depth)) inputs.push({ [name]: value });
  }
  return inputs;
}

const isSchema = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && '_zod' in value;

const requestSchemas = contract.listEndpoints().flatMap((endpoint) =>
  (['params', 'query', 'body'] as const).filter((part) => endpoint[part]).map((part) => [`${endpoint.method} ${endpoint.path} ${part}`, endpoint[part]!] as const),
);
const formSchemas = Object.entries(contract)
  .filter(([name, value]) => /FormSchema$/.test(name) && isSchema(value))
  .map(([name, value]) => [name, value as z.ZodType] as const);

describe('validation messages', () => {
  it('come from every request schema and every form schema', () => {
    expect(requestSchemas.length).toBeGreaterThan(20);
    expect(formSchemas.map(([name]) => name)).toEqual(expect.arrayContaining(['signUpFormSchema', 'registerEmployeeFormSchema', 'editEmployeeFormSchema', 'resetPasswordFormSchema']));
  });

  it.each([...requestSchemas, ...formSchemas])('of %s are translated keys', (_name, schema) => {
    const untranslated = new Map<string, unknown>();
    let refused = 0;
    for (const input of objectsOf(schema)) {
      const result = schema.safeParse(input);
      if (result.success) continue;
      refused += 1;
      for (const issue of result.error.issues) if (!isMessageKey(issue.message)) untranslated.set(`${issue.path.join('.')}: ${issue.message}`, input);
    }
    expect(refused).toBeGreaterThan(0);
    expect([...untranslated.keys()]).toEqual([]);
  });
});

describe('emails', () => {
  it('are trimmed and lowercased', () => {
    expect(contract.forgotPasswordBodySchema.parse({ email: '  Ana.Lopez@Empresa.MX ' })).toEqual({ email: 'ana.lopez@empresa.mx' });
  });
});
