import { buildApiDocument } from '@petcora/nest-common';
import { itTellsTheApiDocumentTruth } from '@petcora/testing';
import { useStoreTestApp } from './testing/store-test-app';

/**
 * The store service's OpenAPI document tells the truth. Every /api route the running app serves is in
 * it; each body is the DTOs the handler validates, with their class-validator rules; each answer is the contract type
 * the handler declares, exactly as `@petcora/contracts` defines it today (ADR 0037).
 */
describe('the store OpenAPI document', () => {
  const { store } = useStoreTestApp({ label: 'openapi' });

  itTellsTheApiDocumentTruth({
    app: () => store.app,
    document: () => buildApiDocument(store.app, 'store'),
    sourceDir: __dirname,
    minPaths: 14,
  });
});
