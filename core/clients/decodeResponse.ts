import { InvalidResponseError } from '../errors/InvalidResponseError.ts'
import { validate, type Infer, type Schema } from '../events/schema.ts'

/**
 * Parses and validates a response body against `schema` before it becomes data. Fails with an
 * `InvalidResponseError` naming the call and the first bad field; `null` members are read as
 * absent (the services send `null` for missing optional fields).
 *
 * @example
 * decodeResponse('walletApi.getAnalyticsConfig', s.object({ isAnalyticsEnabled: s.boolean() }), '{"isAnalyticsEnabled":true}')
 */
export function decodeResponse<S extends Schema>(call: string, schema: S, text: string): Infer<S> {
  return decodeUnknown(call, schema, text) as never
}

/**
 * `decodeResponse` without the static type (for generic callers).
 *
 * @example
 * decodeUnknown('walletApi.getConfig', projectConfigSchema, text) // unknown, but validated
 */
export function decodeUnknown(call: string, schema: Schema, text: string): unknown {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw new InvalidResponseError({ call, field: 'body', reason: 'is not valid JSON', cause })
  }
  return checked(call, schema, json)
}

/**
 * `decodeResponse` for an already-parsed value.
 *
 * @example
 * checkResponse('rpc.postBatch', s.array(s.json()), JSON.parse(text))
 */
export function checkResponse<S extends Schema>(call: string, schema: S, json: unknown): Infer<S> {
  return checked(call, schema, json) as never
}

function checked(call: string, schema: Schema, json: unknown): unknown {
  const value = dropNulls(json)
  const problem = validate(schema, value, 'response')
  if (problem !== undefined) {
    const at = problem.indexOf(': ')
    throw new InvalidResponseError({ call, field: problem.slice(0, at), reason: problem.slice(at + 2) })
  }
  return value
}

function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls)
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) if (item !== null) out[key] = dropNulls(item)
    return out
  }
  return value
}
