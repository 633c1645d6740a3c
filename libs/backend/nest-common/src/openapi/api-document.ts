import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ValidationTypes } from 'class-validator';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';
import { API_CONTRACT_EXTENSION, type ApiContractRecord } from './api-contract.decorator';
import { CONTRACT_SCHEMAS } from './contract-schemas.generated';

type Schema = Record<string, unknown>;
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type Operation = {
  [API_CONTRACT_EXTENSION]?: ApiContractRecord;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, unknown>;
};

export const SCHEMA_REF_PREFIX = '#/components/schemas/';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * The OpenAPI 3.1 document of a service's public API (`/api/*`): routes, parameters and status codes from Nest's
 * controllers, request bodies from the DTO classes' class-validator rules, answers from the `@petcora/contracts`
 * types named by `@ApiContract`. A route or type it cannot resolve throws, so a typo fails at start and in tests.
 */
export function buildApiDocument(app: INestApplication, service: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle(`Pet Cora ${service} service`)
    .setDescription(
      `The ${service} service's public API as the gateway routes it (/api/*). Errors are JSON { message }.`,
    )
    .setVersion('1')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  document.paths = Object.fromEntries(
    Object.entries(document.paths).filter(([path]) => path.startsWith('/api/')),
  );
  const dtoSchemas = schemasOfDtos();
  for (const pathItem of Object.values(document.paths))
    for (const method of HTTP_METHODS) {
      const operation = (pathItem as Record<string, Operation | undefined>)[method];
      if (operation) describeOperation(operation, dtoSchemas);
    }
  document.components = { ...document.components, schemas: referencedSchemas(document.paths, dtoSchemas) };
  return document;
}

function ref(name: string): Schema {
  return { $ref: `${SCHEMA_REF_PREFIX}${name}` };
}

function describeOperation(operation: Operation, dtoSchemas: Record<string, Schema>): void {
  const contract = operation[API_CONTRACT_EXTENSION];
  if (!contract) return; // left undescribed: the openapi spec of the service names it as missing
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
  const error = { description: 'Error', content: { 'application/json': { schema: ref('ApiError') } } };
  if (contract.answerKind === 'redirect') operation.responses = { '302': { description: 'Redirect' } };
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
      default: error,
    };
  if (contract.body.length > 0 || contract.uploads.length > 0)
    operation.requestBody = requestBodyOf(contract);
}

function requestBodyOf(contract: ApiContractRecord): Operation['requestBody'] {
  const bodies = contract.body.map(ref);
  const json = bodies.length === 1 ? bodies[0]! : bodies.length > 1 ? { oneOf: bodies } : undefined;
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
