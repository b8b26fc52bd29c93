import { z } from 'zod';
import type { SchemaSource } from './describe-route';

export type JsonSchema = Record<string, unknown>;

export const componentRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export const schemaOf = (source: SchemaSource, today: string): z.core.$ZodType =>
  typeof source === 'function' ? source(today) : source;

/** JSON Schemas of named zod schemas, converted together so that one nested in another is a $ref to its name. */
export function namedJsonSchemas(
  schemas: Record<string, z.core.$ZodType>,
  io: 'input' | 'output',
): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const converted = z.toJSONSchema(registry, {
    io,
    unrepresentable: 'any',
    uri: (id) => componentRef(id).$ref,
  }).schemas;
  return Object.fromEntries(
    Object.entries(converted).map(([id, { $schema: _dialect, $id: _id, ...schema }]) => [id, schema]),
  );
}

/** An object schema's properties as OpenAPI query parameters; a property's description describes its parameter. */
export function queryParameters(schema: z.core.$ZodType) {
  const query = namedJsonSchemas({ Query: schema }, 'input').Query;
  const required = new Set((query?.required ?? []) as string[]);
  return Object.entries((query?.properties ?? {}) as Record<string, JsonSchema>).map(
    ([name, { description, ...property }]) => ({
      name,
      in: 'query',
      ...(description === undefined ? {} : { description }),
      required: required.has(name),
      schema: property,
    }),
  );
}
