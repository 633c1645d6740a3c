import { useConsent } from '@petcora/ui/consent';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useHydrated } from '../../../prerender/use-hydrated';
import { CookieBanner } from './cookie-banner';

// `useHydrated()` turns true in a transition after the hydration, so a click can come while it is still
// false: the banner must go at once all the same.
jest.mock('../../../prerender/use-hydrated', () => ({ useHydrated: jest.fn() }));

function renderBanner() {
  return render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );
}

describe('CookieBanner', () => {
  beforeEach(() => {
    localStorage.clear();
    useConsent.setState(useConsent.getInitialState(), true);
  });
  afterEach(() => jest.restoreAllMocks());

  it('goes as soon as the visitor rejects, even before the page counts as hydrated', async () => {
    jest.mocked(useHydrated).mockReturnValue(false);
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(screen.queryByRole('region', { name: 'We value your privacy' })).toBeNull();
    expect(screen.queryByText('We value your privacy')).toBeNull();
  });

  it('stays while hydrating for a visitor who chose on an earlier visit (the HTML has it), and goes once hydrated', () => {
    jest.mocked(useHydrated).mockReturnValue(false);
    useConsent.setState({ record: { choices: {} } as never }, false);
    // The stored choice was there when the page started: it is the store's initial state, not a choice made here.
    const initial = useConsent.getState();
    jest.spyOn(useConsent, 'getInitialState').mockReturnValue(initial);
    const { rerender } = renderBanner();
    expect(screen.getByText('We value your privacy')).toBeInTheDocument();
    jest.mocked(useHydrated).mockReturnValue(true);
    rerender(
      <MemoryRouter>
        <CookieBanner />
      </MemoryRouter>,
    );
    expect(screen.queryByText('We value your privacy')).toBeNull();
  });
});
