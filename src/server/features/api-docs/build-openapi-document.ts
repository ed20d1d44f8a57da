import type { RouterRoute } from 'hono/types';
import { COMPOSED_HANDLER } from 'hono/utils/constants';
import { z } from 'zod';
import { validatedInputOf, type ValidatedInput } from '../../http/validate';
import { appErrorStatus } from '../../lib/app-error';
import { publicRoutes, sessionCookieName, uploadForms } from './route-notes';

type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  tags: [string];
  summary: string;
  parameters: OpenApiParameter[];
  requestBody?: { required: true; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  security: Array<Record<string, []>>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

/** `/api/kyc/files/:path{.+}` → `/api/kyc/files/{path}`: Hono's parameters (and their patterns) in OpenAPI form. */
export function openApiPathOf(honoPath: string): string {
  return honoPath.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
}

/** A mounted sub-app with its own error handler wraps each handler; the validator is the one inside. */
function unwrapped(handler: unknown): unknown {
  const inner = (handler as Record<string, unknown>)[COMPOSED_HANDLER];
  return inner === undefined ? handler : unwrapped(inner);
}

/** The schema a request must satisfy: zod's input side, so defaulted fields are optional as they are to a caller. */
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
}

const parameterPlace = { param: 'path', query: 'query', header: 'header', cookie: 'cookie' } as const;

function parametersOf(path: string, inputs: ValidatedInput[]): OpenApiParameter[] {
  const parameters: OpenApiParameter[] = [];
  for (const { target, schema } of inputs) {
    if (!(target in parameterPlace)) continue;
    const { properties = {}, required = [] } = jsonSchemaOf(schema) as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(properties)) {
      const place = parameterPlace[target as keyof typeof parameterPlace];
      parameters.push({
        name,
        in: place,
        required: place === 'path' || required.includes(name),
        schema: property,
      });
    }
  }
  // Path parameters no validator checks are still part of the address.
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
    if (!parameters.some((p) => p.in === 'path' && p.name === name))
      parameters.push({ name: name!, in: 'path', required: true, schema: { type: 'string' } });
  }
  return parameters;
}

function requestBodyOf(route: string, inputs: ValidatedInput[]): OpenApiOperation['requestBody'] {
  const content: Record<string, { schema: JsonSchema }> = {};
  for (const { target, schema } of inputs) {
    if (target === 'json') content['application/json'] = { schema: jsonSchemaOf(schema) };
    if (target === 'form') content['multipart/form-data'] = { schema: jsonSchemaOf(schema) };
  }
  const upload = uploadForms[route];
  if (upload) content['multipart/form-data'] = { schema: upload };
  return Object.keys(content).length > 0 ? { required: true, content } : undefined;
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function operationOf(method: string, honoPath: string, inputs: ValidatedInput[]): OpenApiOperation {
  const route = `${method} ${honoPath}`;
  const path = openApiPathOf(honoPath);
  const open = publicRoutes.has(route);
  const requestBody = requestBodyOf(route, inputs);
  const responses: OpenApiOperation['responses'] = {
    '2XX': { description: 'The answer: JSON, or the file or image the route serves' },
  };
  if (inputs.length > 0 || requestBody)
    responses['400'] = errorAnswer('The input breaks the schema (VALIDATION_FAILED names the field)');
  if (!open) responses['401'] = errorAnswer('No session (UNAUTHENTICATED)');
  responses['4XX'] = errorAnswer(
    'Refused: 403 without the permission, 404, 409 a refused change, 429 too often',
  );
  return {
    operationId: `${method.toLowerCase()}${path
      .slice('/api'.length)
      .replace(/[^a-zA-Z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase())}`,
    tags: [path.split('/')[2] ?? 'api'],
    summary: open ? `${method} ${path} (anyone)` : `${method} ${path} (needs a session)`,
    parameters: parametersOf(path, inputs),
    ...(requestBody ? { requestBody } : {}),
    responses,
    security: open ? [] : [{ session: [] }],
  };
}

/**
 * The OpenAPI 3.1 document of every API route the app has mounted, read from the app's own route list: each
 * route's inputs are the zod schemas its `validate` middleware checks, so the document describes exactly what
 * the routes accept.
 */
export function buildOpenApiDocument(routes: readonly RouterRoute[], version: string): OpenApiDocument {
  const inputsByRoute = new Map<string, { method: string; path: string; inputs: ValidatedInput[] }>();
  for (const { method, path, handler } of routes) {
    // `ALL` entries are middleware and the catch-all 404, not routes.
    if (method === 'ALL' || !path.startsWith('/api/')) continue;
    const key = `${method} ${path}`;
    const entry = inputsByRoute.get(key) ?? { method, path, inputs: [] };
    const input = validatedInputOf(unwrapped(handler));
    if (input) entry.inputs.push(input);
    inputsByRoute.set(key, entry);
  }
  const paths: OpenApiDocument['paths'] = {};
  for (const { method, path, inputs } of inputsByRoute.values()) {
    (paths[openApiPathOf(path)] ??= {})[method.toLowerCase()] = operationOf(method, path, inputs);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'ABODE API',
      version,
      description:
        'Search, rent and manage homes in Kenya. Every failure answers { error: { code, message } }. ' +
        'A mutation a browser sends from another site (its Origin or Sec-Fetch-Site says so) is refused (403).',
    },
    paths,
    components: {
      schemas: {
        Error: {
          type: 'object',
          properties: {
            error: {
              type: 'object',
              properties: {
                code: { type: 'string', enum: Object.keys(appErrorStatus) },
                message: { type: 'string' },
                fields: {
                  type: 'object',
                  additionalProperties: { type: 'string' },
                  description: 'For VALIDATION_FAILED: a message per field',
                },
              },
              required: ['code', 'message'],
            },
          },
          required: ['error'],
        },
      },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: sessionCookieName,
          description: 'The session cookie sign-in sets (with the __Secure- prefix over https)',
        },
      },
    },
  };
}
