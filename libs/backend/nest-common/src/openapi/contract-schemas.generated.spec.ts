import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { contractSchemaComponents } from '@petcora/testing';
import { CONTRACT_SCHEMAS } from './contract-schemas.generated';

const GENERATED_FILE = path.join(__dirname, 'contract-schemas.generated.ts');

/**
 * The services serve their answer schemas from this generated file (no TypeScript compiler at run time); it must be
 * exactly what the contracts' source gives today. After changing a contract type, regenerate it with
 * `UPDATE_CONTRACT_SCHEMAS=true npx jest -c libs/backend/nest-common/jest.config.js contract-schemas.generated`.
 */
describe('contract-schemas.generated.ts', () => {
  it('is what @petcora/contracts gives today', () => {
    const fresh = contractSchemaComponents();
    if (process.env.UPDATE_CONTRACT_SCHEMAS === 'true')
      writeFileSync(
        GENERATED_FILE,
        '// Generated from the types of @petcora/contracts by contract-schemas.generated.spec.ts: do not edit.\n' +
          `export const CONTRACT_SCHEMAS: Readonly<Record<string, unknown>> = ${JSON.stringify(fresh, null, 2)};\n`,
      );
    else expect(CONTRACT_SCHEMAS).toEqual(fresh);
  });
});
