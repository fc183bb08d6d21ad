import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type Project = (value: unknown) => unknown;

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      shape?: Record<string, z.ZodType>;
      catchall?: z.ZodType;
      element?: z.ZodType;
      innerType?: z.ZodType;
      getter?: () => z.ZodType;
      options?: z.ZodType[];
      discriminator?: string;
      values?: unknown[];
    };
  };
}

const identity: Project = (v) => v;
const defOf = (schema: z.ZodType) => (schema as unknown as ZodInternals)._zod.def;

/**
 * A function that copies a value down to the keys its response schema names, as zod's own encoding does, without
 * validating it again (the services are typed against the same schemas, and every API test still checks each
 * answer against zod: see `checked`). Objects, arrays, optional, nullable, defaults, readonly and lazy schemas and
 * plain values are projected here; anything else (unions, records, pipes, transforms) is handed to zod, so a shape
 * this does not know is never guessed at.
 */
function projection(schema: z.ZodType, memo: Map<z.ZodType, Project>, slow: (s: z.ZodType) => Project): Project {
  const known = memo.get(schema);
  if (known) return known;
  let compiled: Project | undefined;
  // Placed before compiling so a recursive (lazy) schema finds itself.
  const self: Project = (v) => compiled!(v);
  memo.set(schema, self);
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
    case 'enum':
    case 'literal':
    case 'unknown':
    case 'any':
      compiled = identity;
      break;
    case 'nullable':
    case 'optional':
    case 'default':
    case 'readonly': {
      const inner = projection(def.innerType!, memo, slow);
      compiled = (v) => (v === null || v === undefined ? v : inner(v));
      break;
    }
    case 'lazy':
      compiled = (v) => projection(def.getter!(), memo, slow)(v);
      break;
    case 'array': {
      const element = projection(def.element!, memo, slow);
      compiled = (v) => (Array.isArray(v) ? v.map(element) : v);
      break;
    }
    case 'object': {
      const catchallType = def.catchall ? defOf(def.catchall).type : 'never';
      if (catchallType !== 'never') {
        compiled = slow(schema);
        break;
      }
      const fields = Object.entries(def.shape!).map(([key, s]) => [key, projection(s, memo, slow)] as const);
      compiled = (v) => {
        if (v === null || typeof v !== 'object') return v;
        const source = v as Record<string, unknown>;
        const out: Record<string, unknown> = {};
        for (const [key, project] of fields) {
          const value = source[key];
          if (value !== undefined) out[key] = project(value);
        }
        return out;
      };
      break;
    }
    case 'union':
      compiled = def.discriminator ? discriminated(schema, def.discriminator, def.options!, memo, slow) : undefined;
      compiled ??= slow(schema);
      break;
    default:
      compiled = slow(schema);
  }
  memo.set(schema, compiled);
  return compiled;
}

/** A discriminated union: the option whose literal matches the value's discriminator (zod for anything else). */
function discriminated(
  union: z.ZodType,
  key: string,
  options: z.ZodType[],
  memo: Map<z.ZodType, Project>,
  slow: (s: z.ZodType) => Project,
) {
  const whole = slow(union);
  const byValue = new Map<unknown, Project>();
  for (const option of options) {
    const tag = defOf(option).shape?.[key];
    const values = tag ? defOf(tag).values : undefined;
    if (!values) return undefined;
    const project = projection(option, memo, slow);
    for (const v of values) byValue.set(v, project);
  }
  return (v: unknown) => {
    const project = v !== null && typeof v === 'object' ? byValue.get((v as Record<string, unknown>)[key]) : undefined;
    return project ? project(v) : whole(v);
  };
}

function zodProjection(schema: z.ZodType): Project {
  return (v) => {
    const result = schema.safeEncode(v);
    if (result.error) throw result.error;
    return result.data;
  };
}

const zodSerializer = createSerializerCompiler({});

function resolve(maybeSchema: unknown): z.ZodType {
  const s = maybeSchema as { properties?: unknown; _zod?: unknown };
  return (s._zod ? s : s.properties) as z.ZodType;
}

/** Production: answers projected to their schema's keys and stringified. */
export const fastSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const project = projection(resolve(schema), new Map(), zodProjection);
  return (data: unknown) => JSON.stringify(project(data));
};

/**
 * Tests: zod encodes and validates every answer, as before, and the fast projection must give the same JSON; a
 * difference fails the request, so every API test also proves the production serializer.
 */
export const checkedSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const slow = zodSerializer(route as Parameters<typeof zodSerializer>[0]) as (data: unknown) => string;
  const fast = fastSerializerCompiler(route);
  return (data: unknown) => {
    const expected = slow(data);
    const actual = fast(data);
    if (actual !== expected && !isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected)))
      throw new Error(
        `The fast serializer of ${route.method} ${route.url} differs from zod: ${actual.slice(0, 300)} ≠ ${expected.slice(0, 300)}`,
      );
    return expected;
  };
};
