import Ajv, { type ValidateFunction } from 'ajv';
import path from 'node:path';
import { createGenerator, type SchemaGenerator } from 'ts-json-schema-generator';

/** The shared contracts' TypeScript source (this file sits in libs/backend/testing/{src,dist}). */
export const CONTRACTS_DIR = path.resolve(__dirname, '..', '..', '..', 'shared', 'contracts');

let generator: SchemaGenerator | undefined;
const ajv = new Ajv({ allErrors: true, strict: false });
const validators = new Map<string, ValidateFunction>();

/**
 * A JSON Schema of one exported type of `@petcora/contracts`, made from its TypeScript source, so a service's
 * answer is checked against the very type the remotes and the gateway compile against. Objects allow no property
 * the type does not name: a field added or renamed on one side only is caught.
 */
function validatorOf(typeName: string): ValidateFunction {
  const known = validators.get(typeName);
  if (known) return known;
  const validate = ajv.compile(contractsGenerator().createSchema(typeName));
  validators.set(typeName, validate);
  return validate;
}

/** One generator for the whole test process: building its TypeScript program is the slow part (~1 s). */
export function contractsGenerator(): SchemaGenerator {
  generator ??= createGenerator({
    path: path.join(CONTRACTS_DIR, 'src', 'index.ts'),
    tsconfig: path.join(CONTRACTS_DIR, 'tsconfig.lib.json'),
    skipTypeCheck: true, // tsc checks the contracts; this only reads their shapes
    expose: 'export',
    topRef: false,
    additionalProperties: false,
  });
  return generator;
}

/** Where `value` breaks the contract type `typeName` (empty when it keeps it), e.g. `/posts/0/author: must have required property 'username'`. */
export function contractViolations(typeName: string, value: unknown): string[] {
  const validate = validatorOf(typeName);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => {
    const extra =
      error.keyword === 'additionalProperties'
        ? ` ('${String((error.params as { additionalProperty?: string }).additionalProperty)}')`
        : '';
    return `${error.instancePath || '/'}: ${error.message ?? error.keyword}${extra}`;
  });
}

/** Fails with every violation listed when `value` does not keep the contract type `typeName`. */
export function expectToMatchContract(typeName: string, value: unknown): void {
  const violations = contractViolations(typeName, value);
  if (violations.length > 0)
    throw new Error(`The answer breaks the contract ${typeName}:\n  ${violations.join('\n  ')}`);
}
