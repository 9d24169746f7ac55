import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { Context } from 'hono';

// ajv-formats ships CommonJS; under ESM its default export sits one level down.
const addFormats = (((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as unknown as (ajv: Ajv) => Ajv);

// verbose: errors carry parentSchema, where a field's `errorMessage` (its guest-facing reason) lives.
const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true });
addFormats(ajv);
ajv.addKeyword('tsType');
ajv.addKeyword('errorMessage');

/**
 * A request schema compiled once (by its $id): one a function imports (its folder's
 * `*.schema.json`, or one of schemas/api/ that the site's build reads too), so it travels inside
 * the function's code and no file is read for it at run time.
 */
export function apiValidator<T>(schema: object): ValidateFunction<T> {
  const id = (schema as { $id?: string }).$id;
  return ((id && ajv.getSchema(id)) || ajv.compile(schema)) as ValidateFunction<T>;
}

/** One readable reason per field: { start_date: 'must be a real date (YYYY-MM-DD)' }. */
export function fieldErrors(errors: ErrorObject[] | null | undefined): Record<string, string> {
  // No prototype: fields named "__proto__" or "constructor" are reported like any other.
  const out: Record<string, string> = Object.create(null);
  for (const e of errors ?? []) {
    const field =
      e.keyword === 'required' ? String(e.params.missingProperty)
      : e.keyword === 'additionalProperties' ? String(e.params.additionalProperty)
      : e.instancePath.replace(/^\//, '').replace(/\//g, '.') || '(body)';
    if (Object.hasOwn(out, field)) continue;
    const custom = (e.parentSchema as { errorMessage?: string } | undefined)?.errorMessage;
    out[field] =
      e.keyword === 'required' ? 'is required'
      : e.keyword === 'additionalProperties' ? 'is not a known field'
      : custom ?? e.message ?? 'is invalid';
  }
  return out;
}

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * Reads a JSON body and validates it; on failure the response is a 400 naming each field.
 * Never throws: a malformed body is the client's mistake, not a 5xx.
 */
export async function parseBody<T>(c: Context, schema: object): Promise<Parsed<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return { ok: false, response: c.json({ error: 'Body must be JSON', fields: { '(body)': 'is not valid JSON' } }, 400) };
  }
  const validate = apiValidator<T>(schema);
  if (!validate(body)) {
    return { ok: false, response: c.json({ error: 'Invalid request', fields: fieldErrors(validate.errors) }, 400) };
  }
  return { ok: true, data: body };
}
