// Inputs for the fuzzer from the contract's zod schemas: valid ones (from the JSON Schema zod writes
// of what a schema accepts) and mutated ones (wrong types, missing and extra fields, huge, odd or
// hostile text). Refinements zod cannot write down (a phone, a time zone) are only as valid as the
// JSON Schema says; the service refuses the rest with 400, which is an answer the fuzzer accepts too.
import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

/** Text a careless parser, query or template trips on. */
const hostileTexts = [
  '',
  ' ',
  '\u0000',
  'nul\u0000in the middle',
  '\uD800',
  '😀'.repeat(300),
  'x'.repeat(70_000),
  '%00',
  '%',
  '../../../etc/passwd',
  "' or 1=1 --",
  '"; drop table employees; --',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '${7*7}',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e400',
  '9'.repeat(40),
  '2026-02-30',
  '0000-00-00T00:00:00Z',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-000000000000',
  'Ünïcödé ñandú 北京 עברית',
];

/** Characters inside otherwise valid text: NUL (which PostgreSQL cannot store), a lone surrogate, a right-to-left override... */
const oddCharacters = ['\u0000', '\uD800', '\u202E', '\uFEFF', '😀', "'", '"', '\\', '%', '\n', '\t'];

/** A value of any JSON type, often an odd one. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 2 ** 53, -(2 ** 63), 1e308, -1e-308, 0.5, [], {}, [null], { '': null }),
  fc.constantFrom(...hostileTexts),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 2 }),
);

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= (schema.maxLength ?? Infinity) && text.length >= (schema.minLength ?? 0));
    } catch {
      // A pattern fast-check cannot generate from: any text.
    }
  }
  const maxLength = Math.min(schema.maxLength ?? 40, 200);
  const plain = fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength });
  // One text in four carries a character that a database, a CSV or a PDF may choke on.
  const withOddCharacter = fc.tuple(plain, fc.constantFrom(...oddCharacters), fc.nat()).map(([text, character, at]) => {
    const index = at % (text.length + 1);
    return `${text.slice(0, index)}${character}${text.slice(index)}`.slice(-maxLength);
  });
  return fc.oneof({ arbitrary: plain, weight: 3 }, { arbitrary: withOddCharacter, weight: 1 });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-6) : -1e6);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-6) : 1e6);
  if (integer) return fc.integer({ min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER), max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values the JSON Schema accepts. */
export function validArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(validArbitrary));
  if (schema.allOf?.length) return validArbitrary(schema.allOf[0]!);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => validArbitrary({ ...schema, type })));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? validArbitrary(schema.items) : oddValue, { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, validArbitrary(property)]));
      return fc.record(record, { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) });
    }
    default:
      // No type written down (a value zod checks by code): anything, mostly sensible.
      return oddValue;
  }
}

/** A valid value with one thing wrong in it, or something else entirely. */
export function mutatedArbitrary(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const changed = fc.tuple(valid, fc.nat(), oddValue, fc.constantFrom('drop', 'replace', 'add')).map(([value, pick, odd, how]) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return how === 'add' ? [value, odd] : odd;
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(copy);
    const key = keys.length ? keys[pick % keys.length]! : 'unexpected';
    if (how === 'drop') delete copy[key];
    else if (how === 'replace') copy[key] = odd;
    else copy[`extra${pick % 3}`] = odd;
    return copy;
  });
  return fc.oneof(changed, oddValue);
}

/** The JSON Schema of what a zod schema accepts as input. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Valid values two times in three, mutated ones the third. */
export function inputArbitrary(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof({ arbitrary: fc.constant(undefined), weight: 2 }, { arbitrary: oddValue, weight: 1 });
  const valid = validArbitrary(jsonSchemaOf(schema));
  return fc.oneof({ arbitrary: valid, weight: 2 }, { arbitrary: mutatedArbitrary(valid), weight: 1 });
}
