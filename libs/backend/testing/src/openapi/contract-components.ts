import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { CONTRACTS_DIR, contractsGenerator } from '../contract-schemas';

type Schema = Record<string, unknown>;

/**
 * The names of every interface and type alias `@petcora/contracts` exports (read from its source files), but the
 * generic ones: a type with parameters (a utility type such as `WithSpecAliases<T, A>`) is no schema of its own.
 */
export function contractTypeNames(): string[] {
  const sourceDir = path.join(CONTRACTS_DIR, 'src');
  return readdirSync(sourceDir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
    .flatMap((file) => {
      const source = ts.createSourceFile(
        file,
        readFileSync(path.join(sourceDir, file), 'utf8'),
        ts.ScriptTarget.Latest,
      );
      return source.statements.flatMap((statement) =>
        (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) &&
        statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) &&
        !statement.typeParameters?.length
          ? [statement.name.text]
          : [],
      );
    })
    .sort();
}

/**
 * Every contract type as an OpenAPI 3.1 component schema (JSON Schema, references to `#/components/schemas/<Type>`),
 * made from the contracts' TypeScript source by the same generator the contract tests use.
 */
export function contractSchemaComponents(): Record<string, Schema> {
  const components: Record<string, Schema> = {};
  for (const name of contractTypeNames()) {
    const {
      definitions = {},
      $schema: _ignored,
      ...schema
    } = contractsGenerator().createSchema(name) as Schema & {
      definitions?: Record<string, Schema>;
    };
    Object.assign(components, definitions, { [name]: schema });
  }
  const sorted = Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b)));
  return JSON.parse(JSON.stringify(sorted).replaceAll('"#/definitions/', '"#/components/schemas/')) as Record<
    string,
    Schema
  >;
}
