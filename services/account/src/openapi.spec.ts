import { buildApiDocument } from '@petcora/nest-common';
import {
  apiDocumentProblems,
  discoverRoutes,
  formatLintProblems,
  redoclyRecommendedProblems,
} from '@petcora/testing';
import { useAccountTestContext } from './testing/account-test-app';

/**
 * The account service's OpenAPI document tells the truth. Every /api route the running app serves is in
 * it; each body is the DTOs the handler validates, with their class-validator rules; each answer is the contract type
 * the handler declares, exactly as `@petcora/contracts` defines it today (ADR 0037).
 */
describe('the account OpenAPI document', () => {
  const ctx = useAccountTestContext('openapi');

  it('documents every /api route, its body as the DTOs validate it and its answer as the contract type', () => {
    const document = buildApiDocument(ctx.app, 'account');
    const problems = apiDocumentProblems({ document, routes: discoverRoutes(ctx.app), sourceDir: __dirname });
    expect(problems).toEqual([]);
    expect(Object.keys(document.paths).length).toBeGreaterThanOrEqual(20);
  });

  it("passes redocly's recommended rules with no error and no warning", () => {
    const document = buildApiDocument(ctx.app, 'account');
    expect(formatLintProblems(redoclyRecommendedProblems(document))).toEqual([]);
  });
});
