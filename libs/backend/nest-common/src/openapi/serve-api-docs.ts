import type { INestApplication } from '@nestjs/common';
import { SwaggerModule } from '@nestjs/swagger';
import { isDevelopmentLike } from '@petcora/identity';
import { buildApiDocument } from './api-document';

/**
 * Whether a service serves its OpenAPI document: yes for developers (NODE_ENV=development or test), no otherwise
 * (production, staging, unset) unless OPENAPI_ENABLED=true. Anything but `true`/`false` refuses to start rather than guess.
 */
export function apiDocsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const flag = env.OPENAPI_ENABLED;
  if (flag === undefined || flag === '') return isDevelopmentLike(env);
  if (flag !== 'true' && flag !== 'false')
    throw new Error(`OPENAPI_ENABLED must be "true" or "false", not ${JSON.stringify(flag)}`);
  return flag === 'true';
}

/** Where a service serves its docs: the Swagger UI page, and the document itself as JSON. */
export function apiDocsPaths(service: string): { ui: string; json: string } {
  return { ui: `/api/docs/${service}`, json: `/api/docs/${service}/openapi.json` };
}

/**
 * Builds the document at start (so a broken `@ApiContract` fails the start, not a later request; a guard the document
 * cannot read is taken as needing a signed-in caller, and the openapi spec asks for `access`) and serves it on
 * the service's own port when enabled; otherwise nothing is mounted and the paths answer 404 like any unknown path.
 */
export function serveApiDocs(
  app: INestApplication,
  service: string,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (!apiDocsEnabled(env)) return false;
  const paths = apiDocsPaths(service);
  SwaggerModule.setup(
    paths.ui.slice(1),
    app,
    buildApiDocument(app, service, { unreadableGuards: 'assume-signed-in' }),
    {
      jsonDocumentUrl: paths.json.slice(1),
      raw: ['json'],
      customSiteTitle: `Pet Cora ${service} API`,
    },
  );
  return true;
}
