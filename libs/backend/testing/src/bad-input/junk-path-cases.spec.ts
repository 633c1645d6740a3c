import { JUNK_PATH_CASES } from './bad-input-walker';
import { malformedCases } from './malformed-cases';

describe('the bodies sent with a junk path value', () => {
  const names = malformedCases(['content']).map((inputCase) => inputCase.name);

  it('are all cases the walk knows, so a renamed case cannot drop out unseen', () => {
    expect([...JUNK_PATH_CASES].filter((name) => !names.includes(name))).toEqual([]);
  });

  it('start with the bodiless request, the baseline every other answer is judged against', () => {
    expect(names[0]).toBe('missing body');
    expect(JUNK_PATH_CASES.has(names[0])).toBe(true);
  });
});

describe('the wrong-typed field cases', () => {
  it('name their field, so a refused caller can be spared them and no other case', () => {
    const cases = malformedCases(['content', 'title']);
    expect(cases.filter((c) => c.wrongTypeOf === 'content').map((c) => c.name)).toEqual([
      'content: number',
      'content: array',
      'content: object',
      'content: null',
      'content: boolean',
    ]);
    expect(cases.filter((c) => c.wrongTypeOf && !c.name.startsWith(`${c.wrongTypeOf}: `))).toEqual([]);
  });
});
