import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** What a controller method's TypeScript source says it takes and answers, read without running it. */
export interface HandlerSignature {
  /** `ClassName.methodName`, as the `@ApiContract` decorator records it. */
  handler: string;
  file: string;
  /** The declared answer type with `Promise<…>` removed, e.g. `FeedPage`, `Product[]`, `void`, `{ message: string }`. */
  answerType: string;
  /** DTO classes the body is checked against: the `@Body()` parameter's class and every `validateBody(Dto, …)` call. */
  bodyDtos: string[];
  /** Classes of `@Query()` parameters taken whole (`@Query() query: FeedPageQuery`). */
  queryDtos: string[];
  /** Upload field names read with `@UploadedMedia('x')` / `@UploadedMediaList('x')`. */
  uploadFields: string[];
}

/** Every decorated method of every `*.controller.ts` below `sourceDir`. */
export function readHandlerSignatures(sourceDir: string): HandlerSignature[] {
  return controllerFiles(sourceDir).flatMap((file) => signaturesIn(file));
}

function controllerFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return controllerFiles(full);
    return entry.name.endsWith('.controller.ts') ? [full] : [];
  });
}

function signaturesIn(file: string): HandlerSignature[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: HandlerSignature[] = [];
  const original = importedNames(source);
  const unalias = (text: string) => text.replace(/\b[A-Za-z_]\w*\b/g, (name) => original.get(name) ?? name);
  for (const statement of source.statements) {
    if (!ts.isClassDeclaration(statement) || !statement.name) continue;
    for (const member of statement.members) {
      if (!ts.isMethodDeclaration(member) || !ts.isIdentifier(member.name)) continue;
      if ((ts.getDecorators(member) ?? []).length === 0) continue; // undecorated methods are not routes
      found.push({
        handler: `${statement.name.text}.${member.name.text}`,
        file,
        answerType: unalias(unwrapPromise(member.type?.getText(source) ?? 'unknown')),
        bodyDtos: [...wholeParameterTypes(member, source, 'Body'), ...validatedDtos(member)].map(unalias),
        queryDtos: wholeParameterTypes(member, source, 'Query').map(unalias),
        uploadFields: uploadFields(member),
      });
    }
  }
  return found;
}

/** `import { MembershipPlan as MembershipPlanDto }`: local name → exported name. */
function importedNames(source: ts.SourceFile): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of source.statements) {
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements)
        if (element.propertyName) names.set(element.name.text, element.propertyName.text);
  }
  return names;
}

function unwrapPromise(typeText: string): string {
  const match = /^Promise<([\s\S]*)>$/.exec(typeText.trim());
  return (match ? match[1]! : typeText).replace(/\s+/g, ' ').trim();
}

function decoratorCall(decorator: ts.Decorator): { name: string; args: readonly ts.Expression[] } | null {
  const expression = decorator.expression;
  if (!ts.isCallExpression(expression) || !ts.isIdentifier(expression.expression)) return null;
  return { name: expression.expression.text, args: expression.arguments };
}

/** Class types of parameters decorated `@Body()` / `@Query()` with no argument (the whole body or query). */
function wholeParameterTypes(
  method: ts.MethodDeclaration,
  source: ts.SourceFile,
  decorator: 'Body' | 'Query',
): string[] {
  return method.parameters.flatMap((parameter) => {
    const whole = (ts.getDecorators(parameter) ?? []).some((d) => {
      const call = decoratorCall(d);
      return call?.name === decorator && call.args.length === 0;
    });
    const type = parameter.type?.getText(source);
    return whole && type && /^[A-Z]\w*$/.test(type) ? [type] : [];
  });
}

function validatedDtos(method: ts.MethodDeclaration): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'validateBody' &&
      node.arguments[0] &&
      ts.isIdentifier(node.arguments[0])
    )
      names.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  if (method.body) visit(method.body);
  return names;
}

function uploadFields(method: ts.MethodDeclaration): string[] {
  return method.parameters.flatMap((parameter) =>
    (ts.getDecorators(parameter) ?? []).flatMap((decorator) => {
      const call = decoratorCall(decorator);
      const field = call?.args[0];
      return call && /^UploadedMedia(List)?$/.test(call.name) && field && ts.isStringLiteral(field)
        ? [field.text]
        : [];
    }),
  );
}
