import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('knows the classics in any case, and lets an uncommon passphrase through', () => {
    for (const password of ['password', 'Password1', '12345678', 'qwertyuiop', 'iloveyou', 'LETMEIN'])
      expect({ password, common: isCommonPassword(password) }).toEqual({ password, common: true });
    expect(isCommonPassword('biscuit-naps-at-noon-7')).toBe(false);
  });
});
