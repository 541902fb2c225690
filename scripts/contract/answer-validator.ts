import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { openApiPath } from './openapi';

// ajv-formats is CommonJS: its default export arrives as the module under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

type Json = Record<string, unknown>;

/** A JSON Pointer segment ('/jobs/{id}' → '~1jobs~1%7Bid%7D'), as a URI fragment. */
const pointer = (segment: string) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));

/**
 * Checks answers against the OpenAPI document: for a call and the status it answered, whether the document has
 * that answer and whether the body matches its schema (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses).
 */
export class AnswerValidator {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: false });
  private readonly compiled = new Map<string, ValidateFunction | undefined>();

  constructor(private readonly document: Json) {
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema(document, 'openapi.json');
  }

  /** Undefined when the answer matches, else what is wrong with it. */
  problem(method: string, path: string, status: number, body: unknown, isJson: boolean): string | undefined {
    const apiPath = openApiPath(path);
    const paths = this.document.paths as Record<string, Record<string, { responses: Record<string, Json> }>>;
    const answer = paths[apiPath]?.[method.toLowerCase()]?.responses[String(status)];
    if (!answer) return `status ${status} is not in the document`;
    const content = answer.content as Record<string, unknown> | undefined;
    if (!content?.['application/json']) return isJson ? 'JSON where the document has a file' : undefined;
    if (!isJson) return 'not JSON';
    const validate = this.schemaAt(apiPath, method, status);
    if (!validate || validate(body)) return undefined;
    const [error] = validate.errors ?? [];
    return error ? `${error.instancePath || 'body'} ${error.message ?? 'does not match'}` : 'does not match';
  }

  private schemaAt(apiPath: string, method: string, status: number): ValidateFunction | undefined {
    const ref = `openapi.json#/paths/${pointer(apiPath)}/${method.toLowerCase()}/responses/${status}/content/${pointer('application/json')}/schema`;
    if (!this.compiled.has(ref)) this.compiled.set(ref, this.ajv.getSchema(ref));
    return this.compiled.get(ref);
  }
}
