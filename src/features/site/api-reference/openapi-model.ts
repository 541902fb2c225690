/**
 * The parts of an OpenAPI 3.1 document the API reference page reads (docs/openapi.json, generated from the
 * contract), and plain-text descriptions of a schema's rules. Only what the page shows is typed.
 */
import { countText } from '@/lib/count-text';

export interface JsonSchema {
  $ref?: string;
  type?: string;
  enum?: (string | number)[];
  const?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  allOf?: JsonSchema[];
  description?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  description?: string;
  schema: JsonSchema;
  example?: string;
}

interface MediaContent {
  schema?: JsonSchema;
  example?: unknown;
}

export interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, MediaContent> };
  responses: Record<string, { description: string; content?: Record<string, MediaContent> }>;
}

export interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

/** The component a $ref names ('#/components/schemas/Job' → 'Job'). */
export const refName = (ref: string) => ref.split('/').pop() ?? ref;

/** The anchor of a named shape on the page. */
export const shapeAnchor = (name: string) => `shape-${name}`;

/** A schema with a $ref replaced by the shape it names (one level), so a body's fields can be listed. */
export function resolved(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  return schema.$ref ? (document.components.schemas[refName(schema.$ref)] ?? schema) : schema;
}

/** The operations of one tag, in the document's order. */
export function operationsOf(document: OpenApiDocument, tag: string) {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => operation.tags.includes(tag))
      .map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );
}

/** The rules of a value in words: '1 to 120 characters', 'at least 0', 'matches ^\d{10}$'. */
export function rulesOf(schema: JsonSchema): string[] {
  const rules: string[] = [];
  const { minLength, maxLength, minimum, maximum, exclusiveMinimum } = schema;
  const characters = (count: number) => countText(count, 'character');
  if (minLength !== undefined && maxLength !== undefined)
    rules.push(`${minLength} to ${characters(maxLength)}`);
  else if (minLength !== undefined) rules.push(`at least ${characters(minLength)}`);
  else if (maxLength !== undefined) rules.push(`at most ${characters(maxLength)}`);
  if (minimum !== undefined && maximum !== undefined) rules.push(`${minimum} to ${maximum}`);
  else if (minimum !== undefined) rules.push(`at least ${minimum}`);
  else if (maximum !== undefined) rules.push(`at most ${maximum}`);
  if (exclusiveMinimum !== undefined) rules.push(`above ${exclusiveMinimum}`);
  if (schema.pattern) rules.push(`matches ${schema.pattern}`);
  if (schema.format) rules.push(`format ${schema.format}`);
  if (schema.const !== undefined) rules.push(`always ${JSON.stringify(schema.const)}`);
  if (schema.enum) rules.push(`one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`);
  if (schema.description) rules.push(schema.description);
  for (const part of schema.allOf ?? []) if (!part.$ref) rules.push(...rulesOf(part));
  return rules;
}
