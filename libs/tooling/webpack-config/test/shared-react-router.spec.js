// The shared react-router re-exports only a list of names (shared/react-router.mjs). A name an app imports but the
// list lacks would be `undefined` at run time in the browser (jest resolves the real package, so app tests would
// not notice): this test reads every app's imports and fails on any name missing from the list.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const WORKSPACE = path.resolve(__dirname, '../../../..');
const BROWSER_SOURCES = ['shell/src', 'mfe-account/src', 'mfe-social/src', 'mfe-store/src', 'libs/frontend'];
const ROUTER_PACKAGES = new Set(['react-router', 'react-router-dom']);
// Not in a federated bundle: the shell's build-time prerender (its own Node build takes the real package) and the
// test helpers (jest).
const NOT_FEDERATED = new Set(['shell/src/prerender', 'test', '__tests__']);

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' ||
        NOT_FEDERATED.has(entry.name) ||
        NOT_FEDERATED.has(path.relative(WORKSPACE, file))
        ? []
        : sourceFiles(file);
    // Specs run in jest against the real package, never through the shared module.
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Value names (not types) imported from react-router(-dom) by one file, and any `import *` of it. */
function routerImportsOf(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const names = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !ROUTER_PACKAGES.has(specifier.text)) continue;
    if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      if (!statement.exportClause) names.push('*');
      else
        for (const e of statement.exportClause.elements)
          if (!e.isTypeOnly) names.push((e.propertyName ?? e.name).text);
      continue;
    }
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    if (clause.name) names.push('default');
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
    else if (bindings)
      for (const e of bindings.elements) if (!e.isTypeOnly) names.push((e.propertyName ?? e.name).text);
  }
  return names;
}

/** The names shared/react-router.mjs re-exports. */
function sharedNames(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  return new Set(
    source.statements
      .filter(ts.isExportDeclaration)
      .flatMap((s) => (s.exportClause && ts.isNamedExports(s.exportClause) ? s.exportClause.elements : []))
      .map((e) => e.name.text),
  );
}

describe('the shared react-router', () => {
  const shared = sharedNames(path.join(__dirname, '../shared/react-router.mjs'));

  it('re-exports every react-router name the browser apps import', () => {
    const missing = [];
    let imported = 0;
    for (const dir of BROWSER_SOURCES)
      for (const file of sourceFiles(path.join(WORKSPACE, dir)))
        for (const name of routerImportsOf(file)) {
          imported += 1;
          if (!shared.has(name)) missing.push(`${path.relative(WORKSPACE, file)}: ${name}`);
        }
    expect(imported).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('reads type-only imports as types and every value import as a name the list must hold', () => {
    const file = path.join(require('node:os').tmpdir(), `router-imports-${process.pid}.tsx`);
    fs.writeFileSync(
      file,
      "import type { RouteObject } from 'react-router-dom';\n" +
        "import { Link, type To, useHref as href } from 'react-router-dom';\n" +
        "import * as Router from 'react-router';\n",
    );
    try {
      expect(routerImportsOf(file)).toEqual(['Link', 'useHref', '*']);
    } finally {
      fs.rmSync(file);
    }
  });
});
