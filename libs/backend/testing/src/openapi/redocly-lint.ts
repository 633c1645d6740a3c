import { execFileSync } from 'node:child_process';

/** One thing redocly's `recommended` rules report about a document. */
export interface LintProblem {
  severity: 'error' | 'warn';
  rule: string;
  message: string;
  /** JSON pointer into the document, e.g. `#/paths/~1api~1posts/get/summary`. */
  pointer: string;
}

/**
 * The linter runs in a child Node process: `@redocly/openapi-core` is an ES module, which Node's own `require` loads
 * but jest's module system cannot. It reads the document as JSON on stdin and prints the problems as JSON.
 */
const LINT_SCRIPT = `
const { createConfig, lintDocument, makeDocumentFromString, BaseResolver } = require('@redocly/openapi-core');
let input = '';
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', async () => {
  const config = await createConfig({ extends: ['recommended'] });
  const document = makeDocumentFromString(input, '/openapi.json');
  const problems = await lintDocument({ document, config, externalRefResolver: new BaseResolver() });
  process.stdout.write(JSON.stringify(problems.map((problem) => ({
    severity: problem.severity,
    rule: problem.ruleId,
    message: problem.message,
    pointer: problem.location?.[0]?.pointer ?? '#/',
  }))));
});
`;

/** Every error and warning of redocly's `recommended` ruleset on an OpenAPI document (empty when it is clean). */
export function redoclyRecommendedProblems(document: object): LintProblem[] {
  const output = execFileSync(process.execPath, ['-e', LINT_SCRIPT], {
    input: JSON.stringify(document),
    cwd: __dirname,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output) as LintProblem[];
}

/** The problems as one line each, `severity rule pointer: message`, for a failing test to print. */
export function formatLintProblems(problems: LintProblem[]): string[] {
  return problems.map(
    (problem) =>
      `${problem.severity} ${problem.rule} ${decodeURIComponent(problem.pointer)}: ${problem.message}`,
  );
}
