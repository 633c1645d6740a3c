import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contractSchemaComponents } from './contract-components';

/** Where the services' answer schemas live: generated, committed, read at run time without a TypeScript compiler. */
export const CONTRACT_SCHEMAS_FILE = path.resolve(
  __dirname,
  '..',
  '..',
  '..',
  'nest-common',
  'src',
  'openapi',
  'contract-schemas.generated.ts',
);

const WORKSPACE_ROOT = path.resolve(__dirname, '..', '..', '..', '..', '..');

/** The command that rewrites CONTRACT_SCHEMAS_FILE from the contracts' source. */
export const GENERATE_CONTRACT_SCHEMAS_COMMAND = 'npx nx run nest-common:generate-schemas';

/**
 * The text CONTRACT_SCHEMAS_FILE must hold for the contracts' source as it is now, formatted as `npm run format:check`
 * expects. Prettier's standalone build is used because its main entry loads its plugins as ES modules, which jest
 * cannot; the options are the workspace's own `.prettierrc.json`.
 */
export async function contractSchemasModuleText(): Promise<string> {
  const components = contractSchemaComponents();
  const text =
    `// Generated from the types of @petcora/contracts by \`${GENERATE_CONTRACT_SCHEMAS_COMMAND}\`: do not edit.\n` +
    `export const CONTRACT_TYPE_NAMES = ${JSON.stringify(Object.keys(components))} as const;\n` +
    '/** A type exported by @petcora/contracts: what `@ApiContract` accepts as an answer, checked by tsc. */\n' +
    'export type ContractTypeName = (typeof CONTRACT_TYPE_NAMES)[number];\n' +
    `export const CONTRACT_SCHEMAS: Readonly<Record<ContractTypeName, unknown>> = ${JSON.stringify(components)};\n`;
  /* eslint-disable @typescript-eslint/no-require-imports -- prettier's standalone parts are CommonJS/UMD only */
  const prettier = require('prettier/standalone') as typeof import('prettier/standalone');
  const plugins = [require('prettier/plugins/typescript'), require('prettier/plugins/estree')] as NonNullable<
    Parameters<typeof prettier.format>[1]
  >['plugins'];
  /* eslint-enable @typescript-eslint/no-require-imports */
  const options = JSON.parse(readFileSync(path.join(WORKSPACE_ROOT, '.prettierrc.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  return prettier.format(text, {
    ...options,
    parser: 'typescript',
    filepath: CONTRACT_SCHEMAS_FILE,
    plugins,
  });
}
