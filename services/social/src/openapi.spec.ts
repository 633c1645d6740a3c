import { buildApiDocument } from '@petcora/nest-common';
import { itTellsTheApiDocumentTruth } from '@petcora/testing';
import { useSocialTestApp } from './testing/social-test-app';

/**
 * The social service's OpenAPI document tells the truth. Every /api route the running app serves is in
 * it; each body is the DTOs the handler validates, with their class-validator rules; each answer is the contract type
 * the handler declares, exactly as `@petcora/contracts` defines it today (ADR 0037).
 */
describe('the social OpenAPI document', () => {
  const social = useSocialTestApp('openapi');

  itTellsTheApiDocumentTruth({
    app: () => social.app,
    document: () => buildApiDocument(social.app, 'social'),
    sourceDir: __dirname,
    minPaths: 36,
  });
});
