// itTellsTheApiDocumentTruth registers jest tests: only spec files call it, where jest's globals exist.
/// <reference types="jest" />
import { discoverRoutes, type HasExpressInstance } from '../bad-input/route-discovery';
import { apiDocumentProblems, type CheckedApiDocument } from './api-document-checks';
import { formatLintProblems, redoclyRecommendedProblems } from './redocly-lint';

/**
 * A service's two OpenAPI tests (ADR 0037): every /api route the running app serves is in its document, each body
 * the DTOs the handler validates and each answer the contract type it declares; and the document meets redocly's
 * recommended rules, with no error and no warning. `app` and `document` are read inside the tests (the app starts in
 * a beforeAll).
 */
export function itTellsTheApiDocumentTruth({
  app,
  document,
  sourceDir,
  minPaths,
}: {
  app: () => HasExpressInstance;
  document: () => CheckedApiDocument;
  /** The service's `src`, whose controllers declare what each handler takes and answers. */
  sourceDir: string;
  /** At least this many paths: a document that lost its routes fails even with nothing wrong in it. */
  minPaths: number;
}): void {
  it('documents every /api route, its body as the DTOs validate it and its answer as the contract type', () => {
    const built = document();
    expect(apiDocumentProblems({ document: built, routes: discoverRoutes(app()), sourceDir })).toEqual([]);
    expect(Object.keys(built.paths).length).toBeGreaterThanOrEqual(minPaths);
  });

  it("passes redocly's recommended rules with no error and no warning", () => {
    expect(formatLintProblems(redoclyRecommendedProblems(document()))).toEqual([]);
  });
}
