import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contractSchemaComponents } from './contract-components';

const OPENAPI_SOURCE_DIR = path.resolve(__dirname, '..', '..', '..', 'nest-common', 'src', 'openapi');

/** Where the services' answer schemas live: generated, committed, read at run time without a TypeScript compiler. */
export const CONTRACT_SCHEMAS_FILE = path.join(OPENAPI_SOURCE_DIR, 'contract-schemas.generated.ts');

/** The schemas themselves, as data: CONTRACT_SCHEMAS_FILE imports them and types them by contract name. */
export const CONTRACT_SCHEMAS_JSON_FILE = path.join(OPENAPI_SOURCE_DIR, 'contract-schemas.generated.json');

const WORKSPACE_ROOT = path.resolve(__dirname, '..', '..', '..', '..', '..');

/** The command that rewrites CONTRACT_SCHEMAS_FILE and CONTRACT_SCHEMAS_JSON_FILE from the contracts' source. */
export const GENERATE_CONTRACT_SCHEMAS_COMMAND = 'npx nx run nest-common:generate-schemas';

/** Each generated file's path and the text it must hold for the contracts' source as it is now. */
export interface GeneratedContractFile {
  file: string;
  text: string;
}

/**
 * The texts CONTRACT_SCHEMAS_FILE and CONTRACT_SCHEMAS_JSON_FILE must hold for the contracts' source as it is now,
 * formatted as `npm run format:check` expects. Prettier's standalone build is used because its main entry loads its
 * plugins as ES modules, which jest cannot; the options are the workspace's own `.prettierrc.json`.
 */
export async function contractSchemasFiles(): Promise<GeneratedContractFile[]> {
  const components = contractSchemaComponents();
  const jsonName = path.basename(CONTRACT_SCHEMAS_JSON_FILE);
  const moduleText =
    `// Generated from the types of @petcora/contracts by \`${GENERATE_CONTRACT_SCHEMAS_COMMAND}\`: do not edit.\n` +
    `import schemas from './${jsonName}';\n` +
    `export const CONTRACT_TYPE_NAMES = ${JSON.stringify(Object.keys(components))} as const;\n` +
    '/** A type exported by @petcora/contracts: what `@ApiContract` accepts as an answer, checked by tsc. */\n' +
    'export type ContractTypeName = (typeof CONTRACT_TYPE_NAMES)[number];\n' +
    `/** The JSON Schema of each contract type, from ${jsonName}. */\n` +
    'export const CONTRACT_SCHEMAS: Readonly<Record<ContractTypeName, unknown>> = schemas;\n';
  /* eslint-disable @typescript-eslint/no-require-imports -- prettier's standalone parts are CommonJS/UMD only */
  const prettier = require('prettier/standalone') as typeof import('prettier/standalone');
  const plugins = [
    require('prettier/plugins/typescript'),
    require('prettier/plugins/babel'),
    require('prettier/plugins/estree'),
  ] as NonNullable<Parameters<typeof prettier.format>[1]>['plugins'];
  /* eslint-enable @typescript-eslint/no-require-imports */
  const options = JSON.parse(readFileSync(path.join(WORKSPACE_ROOT, '.prettierrc.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const format = (text: string, file: string, parser: string) =>
    prettier.format(text, { ...options, parser, filepath: file, plugins });
  return [
    { file: CONTRACT_SCHEMAS_FILE, text: await format(moduleText, CONTRACT_SCHEMAS_FILE, 'typescript') },
    {
      file: CONTRACT_SCHEMAS_JSON_FILE,
      text: await format(JSON.stringify(components, null, 2), CONTRACT_SCHEMAS_JSON_FILE, 'json'),
    },
  ];
}
