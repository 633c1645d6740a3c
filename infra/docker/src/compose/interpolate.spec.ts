import { InterpolationError, interpolateDocument, interpolateString, parseDotEnv } from './interpolate';

describe('Compose variable interpolation', () => {
  const env = { SET: 'value', EMPTY: '' };

  it.each([
    ['${SET}', 'value'],
    ['$SET/x', 'value/x'],
    ['${MISSING}', ''],
    ['${MISSING:-fallback}', 'fallback'],
    ['${EMPTY:-fallback}', 'fallback'],
    ['${EMPTY-fallback}', ''],
    ['${SET:-fallback}', 'value'],
    ['${SET:+alt}', 'alt'],
    ['${EMPTY:+alt}', ''],
    ['${EMPTY+alt}', 'alt'],
    ['$$SET', '$SET'],
    ['postgres://u:${SET}@db:5432/x', 'postgres://u:value@db:5432/x'],
  ])('%s → %s', (template, expected) => {
    expect(interpolateString(template, env)).toBe(expected);
  });

  it('refuses a required variable that is missing or empty, with its message', () => {
    expect(() => interpolateString('${MISSING:?set it in .env}', env)).toThrow(
      new InterpolationError('required variable MISSING is missing a value: set it in .env'),
    );
    expect(() => interpolateString('${EMPTY:?needed}', env)).toThrow(InterpolationError);
    expect(interpolateString('${EMPTY?needed}', env)).toBe('');
  });

  it('refuses a malformed reference', () => {
    expect(() => interpolateString('${NOT VALID}', env)).toThrow(/Invalid interpolation format/);
  });

  it('interpolates values at every depth but leaves keys and non-strings alone', () => {
    expect(interpolateDocument({ '${SET}': ['${SET}', 3, null, { deep: '${SET}' }] }, env)).toEqual({
      '${SET}': ['value', 3, null, { deep: 'value' }],
    });
  });

  it('reads a .env file', () => {
    expect(parseDotEnv('# comment\n\nA=1\nB="two words"\nC=x=y\n')).toEqual({
      A: '1',
      B: 'two words',
      C: 'x=y',
    });
    expect(() => parseDotEnv('not a pair')).toThrow(/KEY=VALUE/);
  });
});
