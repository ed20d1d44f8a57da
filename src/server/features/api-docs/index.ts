/** The API docs feature's public face: the OpenAPI document and the readable page, built from the mounted routes. */
export { createApiDocsRoutes } from './api-docs-routes';
export { openApiPathOf, type OpenApiDocument } from './build-openapi-document';
