import { buildApiDocument } from '@petcora/nest-common';
import { itTellsTheApiDocumentTruth } from '@petcora/testing';
import { useAccountTestContext } from './testing/account-test-app';

/**
 * The account service's OpenAPI document tells the truth. Every /api route the running app serves is in
 * it; each body is the DTOs the handler validates, with their class-validator rules; each answer is the contract type
 * the handler declares, exactly as `@petcora/contracts` defines it today (ADR 0037).
 */
describe('the account OpenAPI document', () => {
  const ctx = useAccountTestContext('openapi');

  itTellsTheApiDocumentTruth({
    app: () => ctx.app,
    document: () => buildApiDocument(ctx.app, 'account'),
    sourceDir: __dirname,
    minPaths: 20,
  });
});
