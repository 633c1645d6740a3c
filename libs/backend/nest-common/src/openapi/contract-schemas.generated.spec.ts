import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATE_CONTRACT_SCHEMAS_COMMAND, contractSchemasFiles } from '@petcora/testing';

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
 * The services serve their answer schemas from these generated files (no TypeScript compiler at run
 * time); they must be exactly what the contracts' source gives today. The test only compares, in memory:
 * after changing a contract type, regenerate the files with the command the failure names.
 */
describe('contract-schemas.generated.ts and .json', () => {
  it('are what @petcora/contracts gives today', async () => {
    for (const { file, text } of await contractSchemasFiles()) {
      const committed = readFileSync(file, 'utf8').split('\n');
      expect({ file: path.basename(file), ...firstDifference(committed, text.split('\n')) }).toEqual({
        file: path.basename(file),
      });
    }
  });
});
