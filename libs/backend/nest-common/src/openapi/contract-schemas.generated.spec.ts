import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { contractSchemaComponents } from '@petcora/testing';
import { CONTRACT_SCHEMAS, CONTRACT_TYPE_NAMES } from './contract-schemas.generated';

const GENERATED_FILE = path.join(__dirname, 'contract-schemas.generated.ts');

/**
 * The services serve their answer schemas from this generated file (no TypeScript compiler at run time); it must be
 * exactly what the contracts' source gives today. After changing a contract type, regenerate it with
 * `UPDATE_CONTRACT_SCHEMAS=true npx jest -c libs/backend/nest-common/jest.config.js contract-schemas.generated`.
 */
describe('contract-schemas.generated.ts', () => {
  it('is what @petcora/contracts gives today', () => {
    const fresh = contractSchemaComponents();
    if (process.env.UPDATE_CONTRACT_SCHEMAS !== 'true') {
      expect(CONTRACT_SCHEMAS).toEqual(fresh);
      expect(CONTRACT_TYPE_NAMES).toEqual(Object.keys(fresh));
      return;
    }
    writeFileSync(
      GENERATED_FILE,
      '// Generated from the types of @petcora/contracts by contract-schemas.generated.spec.ts: do not edit.\n' +
        `export const CONTRACT_TYPE_NAMES = ${JSON.stringify(Object.keys(fresh))} as const;\n` +
        '/** A type exported by @petcora/contracts: what `@ApiContract` accepts as an answer, checked by tsc. */\n' +
        'export type ContractTypeName = (typeof CONTRACT_TYPE_NAMES)[number];\n' +
        `export const CONTRACT_SCHEMAS: Readonly<Record<ContractTypeName, unknown>> = ${JSON.stringify(fresh)};\n`,
    );
    // Formatted as `npm run format:check` expects (prettier's API needs ESM loading, which jest lacks here).
    execFileSync(process.execPath, [require.resolve('prettier/bin/prettier.cjs'), '--write', GENERATED_FILE]);
  });
});
