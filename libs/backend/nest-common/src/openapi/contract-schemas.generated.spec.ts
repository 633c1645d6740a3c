import { readFileSync } from 'node:fs';
import {
  CONTRACT_SCHEMAS_FILE,
  GENERATE_CONTRACT_SCHEMAS_COMMAND,
  contractSchemasModuleText,
} from '@petcora/testing';

/** The first line where the committed file and the freshly generated text part, with the command that fixes it. */
function firstDifference(committed: string[], fresh: string[]) {
  for (let index = 0; index < Math.max(committed.length, fresh.length); index++) {
    if (committed[index] !== fresh[index])
      return {
        line: index + 1,
        committed: committed[index],
        expected: fresh[index],
        fix: GENERATE_CONTRACT_SCHEMAS_COMMAND,
      };
  }
  return undefined;
}

/**
 * The services serve their answer schemas from this generated file (no TypeScript compiler at run time); it must be
 * exactly what the contracts' source gives today. The test only compares, in memory: after changing a contract type,
 * regenerate the file with the command the failure names.
 */
describe('contract-schemas.generated.ts', () => {
  it('is what @petcora/contracts gives today', async () => {
    const committed = readFileSync(CONTRACT_SCHEMAS_FILE, 'utf8').split('\n');
    const fresh = (await contractSchemasModuleText()).split('\n');
    expect(firstDifference(committed, fresh)).toBeUndefined();
  });
});
