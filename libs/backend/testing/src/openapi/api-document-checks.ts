import { getMetadataStorage } from 'class-validator';
import { isDeepStrictEqual } from 'node:util';
import type { DiscoveredRoute } from '../bad-input/route-discovery';
import { contractSchemaComponents } from './contract-components';
import { type HandlerSignature, readHandlerSignatures } from './handler-signatures';

type Schema = Record<string, unknown>;
/** The parts of an OpenAPI document the checks read (so this lib does not depend on @nestjs/swagger). */
export interface CheckedApiDocument {
  paths: Record<string, object>;
  components?: { schemas?: object };
}

/** What `@ApiContract` (in @petcora/nest-common) records on each operation. */
interface ContractRecord {
  handler: string;
  answer: string | null;
  answerIsArray: boolean;
  answerKind: 'json' | 'redirect' | 'event-stream';
  body: string[];
  query: string[];
  uploads: string[];
}

export interface ApiDocumentCheck {
  document: CheckedApiDocument;
  /** Every route the running app serves (`discoverRoutes`); those under /api/ must all be documented. */
  routes: DiscoveredRoute[];
  /** The service's `src`, whose `*.controller.ts` declare what each handler takes and answers. */
  sourceDir: string;
  /** /api/ routes that are deliberately not part of the document (the docs' own pages), with no other exception. */
  notDocumented?: RegExp[];
}

const CONTRACT_EXTENSION = 'x-petcora-contract';

/**
 * Everything wrong with a service's OpenAPI document, checked against the running app, the controllers' TypeScript,
 * the DTOs' class-validator rules and the contract types' source (ADR 0037). Empty when it tells the truth.
 */
export function apiDocumentProblems(check: ApiDocumentCheck): string[] {
  const problems: string[] = [];
  const operations = documentedOperations(check.document);
  const byKey = new Map(operations.map((operation) => [`${operation.method} ${operation.path}`, operation]));

  // (a) Every route the service serves under /api/ is documented.
  for (const route of check.routes) {
    if (!route.path.startsWith('/api/') || check.notDocumented?.some((pattern) => pattern.test(route.path)))
      continue;
    if (!byKey.has(`${route.method} ${openApiPath(route.path)}`))
      problems.push(`${route.method} ${route.path} is served but not documented`);
  }

  const signatures = new Map(readHandlerSignatures(check.sourceDir).map((s) => [s.handler, s]));
  const schemas = (check.document.components?.schemas ?? {}) as Record<string, Schema>;
  const contracts = contractSchemaComponents();
  for (const { method, path, operation } of operations) {
    const where = `${method} ${path}`;
    const contract = operation[CONTRACT_EXTENSION] as ContractRecord | undefined;
    if (!contract) {
      problems.push(`${where} has no @ApiContract`);
      continue;
    }
    const signature = signatures.get(contract.handler);
    if (!signature) {
      problems.push(`${where}: handler ${contract.handler} not found in ${check.sourceDir}`);
      continue;
    }
    problems.push(...answerProblems(where, contract, signature, contracts));
    problems.push(...bodyProblems(where, contract, signature, schemas));
    problems.push(...queryProblems(where, contract, signature, operation));
  }

  // (c) Every contract type in the document is exactly what the contracts' source says today.
  for (const [name, schema] of Object.entries(schemas))
    if (contracts[name] && !isDeepStrictEqual(schema, contracts[name]))
      problems.push(`schema ${name} differs from the contract type in @petcora/contracts (regenerate it)`);
  return problems;
}

interface DocumentedOperation {
  method: string;
  path: string;
  operation: Record<string, unknown>;
}

function documentedOperations(document: CheckedApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, unknown>)
      .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        operation: operation as Record<string, unknown>,
      })),
  );
}

/** Express `:id` is OpenAPI `{id}`. */
function openApiPath(expressPath: string): string {
  return expressPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** The documented answer names the type the handler declares (tsc checks the handler against it), and it exists. */
function answerProblems(
  where: string,
  contract: ContractRecord,
  signature: HandlerSignature,
  contracts: Record<string, Schema>,
): string[] {
  const declared =
    contract.answerKind === 'json' ? `${contract.answer}${contract.answerIsArray ? '[]' : ''}` : 'void';
  const problems: string[] = [];
  if (signature.answerType !== declared)
    problems.push(
      `${where}: documented answer ${declared}, but ${signature.handler} returns ${signature.answerType}`,
    );
  if (contract.answer !== null && !contracts[contract.answer])
    problems.push(`${where}: answer ${contract.answer} is not a type of @petcora/contracts`);
  return problems;
}

/** (b) The documented body is the DTOs the handler validates, each with exactly its class-validator rules. */
function bodyProblems(
  where: string,
  contract: ContractRecord,
  signature: HandlerSignature,
  schemas: Record<string, Schema>,
): string[] {
  const problems: string[] = [];
  const sameSet = (a: string[], b: string[]) =>
    isDeepStrictEqual([...new Set(a)].sort(), [...new Set(b)].sort());
  if (!sameSet(contract.body, signature.bodyDtos))
    problems.push(
      `${where}: documented body [${contract.body}], but ${signature.handler} validates [${signature.bodyDtos}]`,
    );
  if (!sameSet(contract.uploads, signature.uploadFields))
    problems.push(
      `${where}: documented uploads [${contract.uploads}], but the handler reads [${signature.uploadFields}]`,
    );
  for (const dto of contract.body) {
    const schema = schemas[dto];
    const rules = validationRulesOf(dto);
    if (!schema || !rules) {
      problems.push(
        `${where}: body ${dto} is ${schema ? 'not a loaded class-validator DTO' : 'not in the document'}`,
      );
      continue;
    }
    const documented = rulesOfSchema(schema);
    if (!isDeepStrictEqual(documented, rules))
      problems.push(
        `${where}: body ${dto} is documented as ${JSON.stringify(documented)} but validates ${JSON.stringify(rules)}`,
      );
  }
  return problems;
}

type LengthLimits = { minLength?: number; maxLength?: number };
/** The documented query parameters hold every whole-query DTO of the handler, with its rules. */
function queryProblems(
  where: string,
  contract: ContractRecord,
  signature: HandlerSignature,
  operation: Record<string, unknown>,
): string[] {
  const problems: string[] = [];
  if (!isDeepStrictEqual([...contract.query].sort(), [...signature.queryDtos].sort()))
    problems.push(
      `${where}: documented query [${contract.query}], but ${signature.handler} reads [${signature.queryDtos}]`,
    );
  const parameters = (
    (operation.parameters ?? []) as { name: string; in: string; required?: boolean; schema?: Schema }[]
  ).filter((parameter) => parameter.in === 'query');
  for (const dto of contract.query) {
    const rules = validationRulesOf(dto);
    if (!rules) {
      problems.push(`${where}: query ${dto} is not a loaded class-validator DTO`);
      continue;
    }
    const asSchema: Schema = {
      properties: Object.fromEntries(
        parameters.filter((p) => p.name in rules).map((p) => [p.name, p.schema ?? {}]),
      ),
      required: parameters.filter((p) => p.required && p.name in rules).map((p) => p.name),
    };
    const documented = rulesOfSchema(asSchema);
    if (!isDeepStrictEqual(documented, rules))
      problems.push(
        `${where}: query ${dto} is documented as ${JSON.stringify(documented)} but validates ${JSON.stringify(rules)}`,
      );
  }
  return problems;
}

/** Per property: required or not, its length limits, and its items' limits for a rule declared with `each: true`. */
type BodyRules = Record<string, { required: boolean; items?: LengthLimits } & LengthLimits>;

/** Read from class-validator's own metadata storage, independently of the document builder's converter. */
function validationRulesOf(dtoName: string): BodyRules | null {
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, unknown> };
  const target = [...storage.validationMetadatas.keys()].find(
    (key): key is new () => object => typeof key === 'function' && key.name === dtoName,
  );
  if (!target) return null;
  const rules: BodyRules = {};
  const metadatas = getMetadataStorage().getTargetValidationMetadatas(target, '', true, false);
  for (const metadata of metadatas) rules[metadata.propertyName] ??= { required: true };
  for (const metadata of metadatas) {
    const rule = rules[metadata.propertyName]!;
    if (metadata.type === 'conditionalValidation') rule.required = false;
    const constraints = (metadata.constraints ?? []) as unknown[];
    const limits: LengthLimits = {};
    if (metadata.name === 'maxLength') limits.maxLength = constraints[0] as number;
    if (metadata.name === 'minLength') limits.minLength = constraints[0] as number;
    if (metadata.name === 'isLength') {
      limits.minLength = constraints[0] as number;
      if (constraints[1] !== undefined) limits.maxLength = constraints[1] as number;
    }
    if (Object.keys(limits).length === 0) continue;
    if (metadata.each) rule.items = { ...rule.items, ...limits };
    else Object.assign(rule, limits);
  }
  return sortKeys(rules);
}

function rulesOfSchema(schema: Schema): BodyRules {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const rules: BodyRules = {};
  for (const [name, property] of Object.entries(properties)) {
    rules[name] = { required: required.has(name), ...lengthLimits(property) };
    const items = property.items as Schema | undefined;
    if (items && Object.keys(lengthLimits(items)).length > 0) rules[name].items = lengthLimits(items);
  }
  return sortKeys(rules);
}

function lengthLimits(schema: Schema): LengthLimits {
  const limits: LengthLimits = {};
  for (const limit of ['minLength', 'maxLength'] as const) {
    const value = lengthLimit(schema, limit);
    if (value !== undefined) limits[limit] = value;
  }
  return limits;
}

/** A limit stated on the property itself or inside its `allOf` parts (the converter nests some rules there). */
function lengthLimit(property: Schema, limit: 'minLength' | 'maxLength'): number | undefined {
  if (typeof property[limit] === 'number') return property[limit] as number;
  for (const part of (property.allOf ?? []) as Schema[]) {
    const value = lengthLimit(part, limit);
    if (value !== undefined) return value;
  }
  return undefined;
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}
