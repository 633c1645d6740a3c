import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ValidationTypes } from 'class-validator';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { IDENTITY_HEADER, SESSION_COOKIE } from '@petcora/contracts';
import { API_CONTRACT_EXTENSION, type ApiAccess, type ApiContractRecord } from './api-contract.decorator';
import { CONTRACT_SCHEMAS } from './contract-schemas.generated';
import { type HandlerMetadata, handlerMetadataOf } from './handler-metadata';

type Schema = Record<string, unknown>;
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type Operation = {
  [API_CONTRACT_EXTENSION]?: ApiContractRecord;
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, unknown>;
};

export const SCHEMA_REF_PREFIX = '#/components/schemas/';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The browser's session cookie, which the gateway turns into a signed identity token for the service. */
export const SESSION_COOKIE_SCHEME = 'sessionCookie';
/** The identity token the gateway signs (ADR 0015): how a service, or the gateway, calls a service directly. */
export const IDENTITY_TOKEN_SCHEME = 'identityToken';

const SECURITY_SCHEMES = {
  [SESSION_COOKIE_SCHEME]: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      `The session cookie set by sign-in, sent by browsers to the gateway (\`__Host-${SESSION_COOKIE}\` in production). ` +
      'POST, PUT, PATCH and DELETE also need the `x-xsrf-token` header equal to the `XSRF-TOKEN` cookie (else 403).',
  },
  [IDENTITY_TOKEN_SCHEME]: {
    type: 'apiKey',
    in: 'header',
    name: IDENTITY_HEADER,
    description:
      'The short-lived identity token only the gateway signs, for calls made to a service directly. The gateway ' +
      'drops any copy a browser sends and signs its own from the session.',
  },
};

/** What each 4xx answer means; the body is always `ApiError` (`{ message }`). */
const CLIENT_ERRORS: Record<number, string> = {
  400: 'Bad input: the message names the field and the rule it breaks',
  401: 'Not signed in (no session, or it has ended)',
  403: 'Signed in, but not allowed: an admin route, or a request without its CSRF token',
  404: 'Nothing with this id or name',
  409: 'Conflicts with what is stored (a name already taken, a product no longer sold)',
  413: 'The body or a file is larger than the route accepts',
  429: "Too many requests from this client: the gateway's limit on /api, and the route's own limits where it has them",
};

export interface ApiDocumentOptions {
  /**
   * What to do with a handler behind a guard the document cannot read, that declares no `access`: `throw` (the
   * default, so the service's openapi spec says what to add) or `assume-signed-in` (serving docs at start, where a
   * missing declaration must not stop the service).
   */
  unreadableGuards?: 'throw' | 'assume-signed-in';
}

/**
 * The OpenAPI 3.1 document of a service's public API (`/api/*`): routes, parameters and status codes from Nest's
 * controllers, request bodies from the DTO classes' class-validator rules, answers from the `@petcora/contracts`
 * types named by `@ApiContract`. A route or type it cannot resolve throws, so a typo fails at start and in tests.
 * Security, summaries and `{ message }` refusals are read from each handler's guards, pipes and `@ApiContract`.
 */
export function buildApiDocument(
  app: INestApplication,
  service: string,
  options: ApiDocumentOptions = {},
): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle(`Pet Cora ${service} service`)
    .setDescription(
      `The ${service} service's public API as the gateway routes it (/api/*). Errors are JSON { message }.`,
    )
    .setVersion('1')
    .addServer('/', "Behind the gateway, on the site's own origin")
    .build();
  // A private project: no public licence, and the people to ask are the developers of the services.
  // OpenAPI 3.1 names a licence by SPDX `identifier`; @nestjs/swagger's type knows only the 3.0 `url`.
  config.info.license = {
    name: 'Proprietary, all rights reserved',
    identifier: 'LicenseRef-Proprietary',
  } as OpenAPIObject['info']['license'];
  config.info.contact = { name: 'Pet Cora developers' };
  const document = SwaggerModule.createDocument(app, config);
  document.paths = Object.fromEntries(
    Object.entries(document.paths).filter(([path]) => path.startsWith('/api/')),
  );
  const dtoSchemas = schemasOfDtos();
  const handlers = handlerMetadataOf(app);
  const operationIds = new Set<string>();
  for (const [path, pathItem] of Object.entries(document.paths))
    for (const method of HTTP_METHODS) {
      const operation = (pathItem as Record<string, Operation | undefined>)[method];
      if (!operation) continue;
      declarePathParameters(path, operation);
      nameOperation(operation, operationIds);
      describeOperation(method, operation, dtoSchemas, handlers, options);
    }
  document.components = {
    ...document.components,
    securitySchemes: SECURITY_SCHEMES as NonNullable<OpenAPIObject['components']>['securitySchemes'],
    schemas: referencedSchemas(document.paths, dtoSchemas),
  };
  return document;
}

function ref(name: string): Schema {
  return { $ref: `${SCHEMA_REF_PREFIX}${name}` };
}

/**
 * A path parameter read through a pipe of our own (`@Param('ref', userRefPipe)`) has no type Nest's explorer can
 * show: every `{name}` of the path is declared, as a string where nothing more is known.
 */
function declarePathParameters(path: string, operation: Operation): void {
  const declared = new Set(
    (operation.parameters ?? []).filter((p) => p.in === 'path').map((parameter) => parameter.name),
  );
  const missing = [...path.matchAll(/\{([^}]+)\}/g)]
    .map((match) => match[1]!)
    .filter((name) => !declared.has(name));
  if (missing.length === 0) return;
  operation.parameters = [
    ...missing.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...(operation.parameters ?? []),
  ];
}

/**
 * Nest names an operation `Controller_method`, and the paths of one handler with several `Controller_method[1]`…: a
 * client generator makes method names of these, so an alias becomes `Controller_method_2`, and ids stay unique.
 */
function nameOperation(operation: Operation, taken: Set<string>): void {
  const base = (operation.operationId ?? 'operation').replace(/\[\d+\]$/, '');
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}_${n}`;
  taken.add(id);
  operation.operationId = id;
}

function describeOperation(
  method: string,
  operation: Operation,
  dtoSchemas: Record<string, Schema>,
  handlers: Map<string, HandlerMetadata>,
  options: ApiDocumentOptions,
): void {
  const contract = operation[API_CONTRACT_EXTENSION];
  if (!contract) return; // left undescribed: the openapi spec of the service names it as missing
  const handler = handlers.get(contract.handler);
  for (const dto of contract.query) {
    const present = new Set(
      (operation.parameters ?? []).map((parameter) => `${parameter.in}:${parameter.name}`),
    );
    const added = queryParameters(dto, dtoSchemas).filter(
      (parameter) => !present.has(`query:${parameter.name}`),
    );
    operation.parameters = [...(operation.parameters ?? []), ...added];
  }
  const successStatus =
    Object.keys(operation.responses ?? {}).find((status) => /^2\d\d$/.test(status)) ?? '200';
  const answer = contract.answer === null ? undefined : ref(contract.answer);
  const answerSchema = answer && contract.answerIsArray ? { type: 'array', items: answer } : answer;
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: ref('ApiError') } },
  });
  const access = accessOf(contract, handler, options);
  operation.summary = contract.summary ?? summaryOfHandler(contract.handler);
  operation.security = securityOf(access, handler);
  const clientErrors = Object.fromEntries(
    clientErrorsOf(method, operation, contract, access, handler).map((status) => [
      String(status),
      error(CLIENT_ERRORS[status] ?? 'Refused'),
    ]),
  );
  if (contract.answerKind === 'redirect')
    operation.responses = { '302': { description: 'Redirect' }, ...clientErrors, default: error('Error') };
  else
    operation.responses = {
      [successStatus]: {
        description: contract.answerKind === 'event-stream' ? 'Server-sent events, one per data line' : 'OK',
        ...(answerSchema && {
          content: {
            [contract.answerKind === 'event-stream' ? 'text/event-stream' : 'application/json']: {
              schema: answerSchema,
            },
          },
        }),
      },
      ...clientErrors,
      default: error('Any other error'),
    };
  if (contract.body.length > 0 || contract.uploads.length > 0)
    operation.requestBody = requestBodyOf(contract);
}

/**
 * Who may call the handler: what its guards say, else what `@ApiContract` says, else public. A guard that is none of
 * the identity guards cannot be read, so the handler must say it.
 */
function accessOf(
  contract: ApiContractRecord,
  handler: HandlerMetadata | undefined,
  options: ApiDocumentOptions,
): ApiAccess {
  if (contract.access) return contract.access;
  if (handler?.access) return handler.access;
  if (options.unreadableGuards === 'assume-signed-in') return 'signed-in';
  if (!handler) throw new Error(`OpenAPI: ${contract.handler} is not a controller method of this app`);
  throw new Error(
    `OpenAPI: ${contract.handler} is guarded by ${handler.guards.join(', ')}, which the document cannot read; ` +
      `say who may call it with @ApiContract(…, { access: 'public' | 'optional' | 'signed-in' | 'admin' })`,
  );
}

/**
 * Public routes need nothing; the others take the session cookie at the gateway, or the identity token when called
 * directly. A handler that reads the session itself (declared `access`, no identity guard) takes the cookie only.
 */
function securityOf(access: ApiAccess, handler: HandlerMetadata | undefined): Record<string, string[]>[] {
  if (access === 'public') return [];
  const guarded = handler?.access !== undefined && handler.access !== null && handler.access !== 'public';
  const credentials: Record<string, string[]>[] = guarded
    ? [{ [SESSION_COOKIE_SCHEME]: [] }, { [IDENTITY_TOKEN_SCHEME]: [] }]
    : [{ [SESSION_COOKIE_SCHEME]: [] }];
  return access === 'optional' ? [{}, ...credentials] : credentials;
}

/**
 * The `{ message }` refusals a route gives, read from what it has: 400 for a body or checked arguments, 413 for a body, 401 and 403
 * from who may call it, 403 also for a state-changing method (the gateway's CSRF check), 404 for an id or name in the
 * path, 429 everywhere (the gateway limits every /api request per client), and what the handler declares itself.
 */
function clientErrorsOf(
  method: string,
  operation: Operation,
  contract: ApiContractRecord,
  access: ApiAccess,
  handler: HandlerMetadata | undefined,
): number[] {
  const statuses = new Set<number>([429, ...contract.errors]);
  const hasInput =
    contract.body.length > 0 ||
    contract.uploads.length > 0 ||
    contract.query.length > 0 ||
    handler?.pipedArguments === true;
  if (hasInput) statuses.add(400);
  if (contract.body.length > 0 || contract.uploads.length > 0) statuses.add(413);
  if (access === 'signed-in' || access === 'admin') statuses.add(401);
  if (access === 'admin' || !['get', 'head', 'options'].includes(method)) statuses.add(403);
  if ((operation.parameters ?? []).some((parameter) => parameter.in === 'path')) statuses.add(404);
  for (const status of statuses)
    if (status < 400 || status > 499)
      throw new Error(
        `OpenAPI: ${contract.handler} lists ${status} among its errors, which are 4xx statuses`,
      );
  return [...statuses].sort((a, b) => a - b);
}

/** `FeedController.trending` → "Trending (feed)"; `PostsController.addToThread` → "Add to thread (posts)". */
export function summaryOfHandler(handler: string): string {
  const [controller = '', method = ''] = handler.split('.');
  const words = method
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  const area = controller
    .replace(/Controller$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  const sentence = `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
  return area ? `${sentence} (${area})` : sentence;
}

function requestBodyOf(contract: ApiContractRecord): Operation['requestBody'] {
  const bodies = contract.body.map(ref);
  const json = bodies.length === 1 ? bodies[0]! : bodies.length > 1 ? { anyOf: bodies } : undefined;
  const content: Record<string, { schema: Schema }> = json ? { 'application/json': { schema: json } } : {};
  if (contract.uploads.length > 0) {
    const files: Schema = {
      type: 'object',
      properties: Object.fromEntries(
        contract.uploads.map((field) => [field, { type: 'string', format: 'binary' }]),
      ),
    };
    content['multipart/form-data'] = { schema: json ? { allOf: [json, files] } : files };
  }
  return { required: true, content } as Operation['requestBody'];
}

/** A query DTO's properties as query parameters (Nest's explorer reads only `@ApiProperty` for these). */
function queryParameters(dto: string, dtoSchemas: Record<string, Schema>): Parameter[] {
  const schema = dtoSchemas[dto];
  if (!schema) throw new Error(`OpenAPI: query ${dto} is not a class-validator DTO`);
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries((schema.properties ?? {}) as Record<string, Schema>).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

/** Every class-validator DTO loaded in the process, as JSON Schema named after its class. */
function schemasOfDtos(): Record<string, Schema> {
  return validationMetadatasToSchemas({
    refPointerPrefix: SCHEMA_REF_PREFIX,
    // A rule of our own (isSafeMediaUrl, match…) is a function no schema can state: document only the property's
    // declared primitive type, instead of the converter's reference to a schema named after `Object`.
    additionalConverters: { [ValidationTypes.CUSTOM_VALIDATION]: (meta) => primitiveSchemaOf(meta) },
  }) as Record<string, Schema>;
}

/** The schemas the paths refer to, and the ones those refer to: contract types and request DTOs, never both. */
function referencedSchemas(paths: unknown, dtoSchemas: Record<string, Schema>): Record<string, Schema> {
  const contractSchemas = CONTRACT_SCHEMAS as Record<string, Schema>;
  const schemas: Record<string, Schema> = {};
  const pending = referencedNames(paths);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (schemas[name]) continue;
    const fromContract = contractSchemas[name];
    const fromDto = dtoSchemas[name];
    if (fromContract && fromDto)
      throw new Error(`OpenAPI: ${name} is both a contract type and a DTO class; rename one`);
    const schema = fromContract ?? fromDto;
    if (!schema)
      throw new Error(`OpenAPI: ${name} is neither a type of @petcora/contracts nor a class-validator DTO`);
    schemas[name] = schema;
    pending.push(...referencedNames(schema));
  }
  return Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
}

function primitiveSchemaOf(meta: { target: unknown; propertyName: string }): Schema {
  const prototype = typeof meta.target === 'function' ? (meta.target.prototype as object) : undefined;
  const declared: unknown = prototype && Reflect.getMetadata('design:type', prototype, meta.propertyName);
  if (declared === String) return { type: 'string' };
  if (declared === Number) return { type: 'number' };
  if (declared === Boolean) return { type: 'boolean' };
  return {};
}

function referencedNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencedNames);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' && inner.startsWith(SCHEMA_REF_PREFIX)
      ? [inner.slice(SCHEMA_REF_PREFIX.length)]
      : referencedNames(inner),
  );
}
