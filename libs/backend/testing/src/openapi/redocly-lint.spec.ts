import { formatLintProblems, redoclyRecommendedProblems } from './redocly-lint';

describe('redoclyRecommendedProblems', () => {
  it("reports the recommended rules' errors and warnings, one line each with where and why", () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 'Bare', version: '1' },
      servers: [],
      paths: { '/api/things/{id}': { get: { responses: { '200': { description: 'OK' } } } } },
    };
    const lines = formatLintProblems(redoclyRecommendedProblems(document));
    expect(lines).toEqual(
      expect.arrayContaining([
        'error no-empty-servers #/servers: Servers must be a non-empty array.',
        'error operation-summary #/paths/~1api~1things~1{id}/get/summary: Operation object should contain `summary` field.',
        'error security-defined #/paths/~1api~1things~1{id}/get: Every operation should have security defined on it or on the root level.',
        'warn operation-4xx-response #/paths/~1api~1things~1{id}/get/responses: Operation must have at least one `4XX` response.',
        'warn info-license #/info: Info object should contain `license` field.',
        expect.stringMatching(/^error path-parameters-defined .*`\{id\}`/),
      ]),
    );
  });

  it('finds nothing wrong with a document that follows them', () => {
    const document = {
      openapi: '3.1.0',
      info: {
        title: 'Tidy',
        version: '1',
        description: 'A tidy document.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/' }],
      security: [],
      paths: {
        '/api/things': {
          get: {
            summary: 'List things',
            operationId: 'listThings',
            responses: { '200': { description: 'OK' }, '429': { description: 'Too many requests' } },
          },
        },
      },
    };
    expect(redoclyRecommendedProblems(document)).toEqual([]);
  });
});
