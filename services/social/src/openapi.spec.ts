import { buildApiDocument } from '@petcora/nest-common';
import {
  apiDocumentProblems,
  discoverRoutes,
  formatLintProblems,
  redoclyRecommendedProblems,
} from '@petcora/testing';
import { useSocialTestApp } from './testing/social-test-app';

/**
 * The social service's OpenAPI document tells the truth. Every /api route the running app serves is in
 * it; each body is the DTOs the handler validates, with their class-validator rules; each answer is the contract type
 * the handler declares, exactly as `@petcora/contracts` defines it today (ADR 0037).
 */
describe('the social OpenAPI document', () => {
  const social = useSocialTestApp('openapi');

  it('documents every /api route, its body as the DTOs validate it and its answer as the contract type', () => {
    const document = buildApiDocument(social.app, 'social');
    const problems = apiDocumentProblems({
      document,
      routes: discoverRoutes(social.app),
      sourceDir: __dirname,
    });
    expect(problems).toEqual([]);
    expect(Object.keys(document.paths).length).toBeGreaterThanOrEqual(36);
  });

  it("passes redocly's recommended rules with no error and no warning", () => {
    const document = buildApiDocument(social.app, 'social');
    expect(formatLintProblems(redoclyRecommendedProblems(document))).toEqual([]);
  });
});
