import { removeCookie, useConsent } from '@petcora/ui/consent';
import {
  ANALYTICS_SESSION_COOKIE,
  ANALYTICS_VISITOR_COOKIE,
  startAnalyticsCookies,
} from './analytics-cookies';

function cookieNames(): string[] {
  return document.cookie
    .split('; ')
    .filter(Boolean)
    .map((part) => part.split('=')[0]);
}

describe('analytics cookies', () => {
  let stop: () => void = () => undefined;

  beforeEach(() => {
    localStorage.clear();
    for (const name of cookieNames()) removeCookie(name);
    useConsent.setState({ record: null, settingsOpen: false });
  });
  afterEach(() => stop());

  it('sets nothing before the visitor decides', () => {
    stop = startAnalyticsCookies();
    expect(cookieNames()).toEqual([]);
  });

  it('sets both identifiers after performance consent and removes them when it is withdrawn', () => {
    stop = startAnalyticsCookies();
    useConsent.getState().save({ performance: true, functionality: false, marketing: false });
    expect(cookieNames()).toEqual(
      expect.arrayContaining([ANALYTICS_VISITOR_COOKIE, ANALYTICS_SESSION_COOKIE]),
    );

    useConsent.getState().save({ performance: false, functionality: false, marketing: false });
    expect(cookieNames()).not.toContain(ANALYTICS_VISITOR_COOKIE);
    expect(cookieNames()).not.toContain(ANALYTICS_SESSION_COOKIE);
  });

  it('sets nothing when only other categories are accepted', () => {
    stop = startAnalyticsCookies();
    useConsent.getState().save({ performance: false, functionality: true, marketing: true });
    expect(cookieNames()).not.toContain(ANALYTICS_VISITOR_COOKIE);
  });
});
