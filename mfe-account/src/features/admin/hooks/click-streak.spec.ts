import { createClickStreak } from './click-streak';

describe('createClickStreak (hidden admin entry: 5 clicks, each within 3 s)', () => {
  let time = 0;
  const now = () => time;

  beforeEach(() => {
    time = 1_000_000;
  });

  it('fires on the fifth quick click and not before', () => {
    const streak = createClickStreak(5, 3000, now);
    const results = [1, 2, 3, 4, 5].map(() => {
      time += 2999;
      return streak.click();
    });
    expect(results).toEqual([false, false, false, false, true]);
  });

  it('counts a click exactly 3 s after the previous one as part of the streak', () => {
    const streak = createClickStreak(5, 3000, now);
    for (let i = 0; i < 4; i++) {
      expect(streak.click()).toBe(false);
      time += 3000;
    }
    expect(streak.click()).toBe(true);
  });

  it('starts over after more than 3 s without a click', () => {
    const streak = createClickStreak(5, 3000, now);
    for (let i = 0; i < 4; i++) streak.click();
    time += 3001;
    expect(streak.click()).toBe(false); // first click of a new streak
    for (let i = 0; i < 3; i++) expect(streak.click()).toBe(false);
    expect(streak.click()).toBe(true);
  });

  it('needs a whole new streak after firing', () => {
    const streak = createClickStreak(5, 3000, now);
    for (let i = 0; i < 4; i++) streak.click();
    expect(streak.click()).toBe(true);
    expect(streak.click()).toBe(false);
  });
});
