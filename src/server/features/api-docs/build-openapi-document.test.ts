import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validate } from '../../http/validate';
import { buildOpenApiDocument, openApiPathOf } from './build-openapi-document';

const note = z.object({ text: z.string().min(1), pinned: z.boolean().default(false) });
const byId = z.object({ id: z.uuid() });

describe('buildOpenApiDocument', () => {
  it('writes Hono parameters, with or without a pattern, in OpenAPI form', () => {
    expect(openApiPathOf('/api/notes/:id/files/:path{.+}')).toBe('/api/notes/{id}/files/{path}');
    expect(openApiPathOf('/api/notes')).toBe('/api/notes');
  });

  it('reads every route and the schemas its validators check from the route list', () => {
    const notes = new Hono()
      .use(async (_c, next) => next())
      .get('/', (c) => c.json([]))
      .post('/', validate('json', note), (c) => c.json({}, 201))
      .put('/:id', validate('param', byId), validate('json', note), (c) => c.json({}))
      .delete('/:id', (c) => c.body(null, 204));
    // A sub-app with its own error handler is mounted wrapped; its validators must still be found.
    const wrapped = new Hono()
      .post('/', validate('json', note), (c) => c.json({}))
      .onError((_e, c) => c.text('', 500));
    const app = new Hono().route('/api/notes', notes).route('/api/wrapped', wrapped);
    app.all('/api/*', (c) => c.notFound());

    const document = buildOpenApiDocument(app.routes, '1.0.0');
    expect(Object.keys(document.paths)).toEqual(['/api/notes', '/api/notes/{id}', '/api/wrapped']);
    expect(Object.keys(document.paths['/api/notes']!)).toEqual(['get', 'post']);
    expect(Object.keys(document.paths['/api/notes/{id}']!)).toEqual(['put', 'delete']);

    const body = { type: 'object', properties: { text: { type: 'string', minLength: 1 } } };
    const post = document.paths['/api/notes']!.post!;
    expect(post.requestBody?.content['application/json']?.schema).toMatchObject(body);
    expect(post.requestBody?.content['application/json']?.schema).toMatchObject({ required: ['text'] });
    expect(
      document.paths['/api/wrapped']!.post!.requestBody?.content['application/json']?.schema,
    ).toMatchObject(body);

    const put = document.paths['/api/notes/{id}']!.put!;
    expect(put.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: expect.objectContaining({ format: 'uuid' }) },
    ]);
    expect(document.paths['/api/notes/{id}']!.delete!.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    // Not in the public notes: every route needs a session.
    expect(post.security).toEqual([{ session: [] }]);
    expect(document.paths['/api/notes']!.get!.responses).not.toHaveProperty('400');
  });
});
