import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * @fastify/swagger marks every request body required; a body whose schema admits null (the token endpoint's, which
 * docs/requirements.md#core-7 calls with no body) is optional.
 */
function markNullableBodiesOptional<T extends object>(doc: T): T {
  type Body = { required?: boolean; content?: Record<string, { schema?: { nullable?: boolean } }> };
  const paths = (doc as { paths?: Record<string, Record<string, { requestBody?: Body } | undefined>> }).paths ?? {};
  for (const item of Object.values(paths)) {
    for (const op of Object.values(item)) {
      const media = Object.values(op?.requestBody?.content ?? {});
      if (op?.requestBody && media.length && media.every((m) => m.schema?.nullable === true)) op.requestBody.required = false;
    }
  }
  return doc;
}

/** OpenAPI generated from the routes' zod schemas, served at /docs. */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Aquarisk API', version: '1.0.0', description: 'Risk audits for aquaculture farms.' },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An access token from the OAuth token endpoint (a JWT), or a personal API token (aqr_<prefix>_<secret>) ' +
              'made on the Settings screen: a read token may only GET; no API token manages tokens, accounts or personal data.',
          },
          client: { type: 'http', scheme: 'basic' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (documents) =>
      'openapiObject' in documents ? markNullableBodiesOptional(documents.openapiObject) : documents.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
