import { useSession } from '@petcora/session';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ONBOARDING_MEMBER } from '../test/onboarding-member';
import { mockFetch, renderWithProviders } from '../test/render-with-providers';
import OnboardingPage from './onboarding-page';

const user = ONBOARDING_MEMBER;

describe('OnboardingPage', () => {
  it("offers 'Tell us about your pets' beside the profile; Continue goes to the dashboard without them (spec)", async () => {
    useSession.setState({
      status: 'authenticated',
      user,
      refresh: async () => useSession.setState({ user: { ...user, onboardingCompleted: true } }),
    });
    mockFetch((url) =>
      url === '/api/users/me/pets'
        ? Response.json({ pets: [] })
        : Response.json({ user: { ...user, onboardingCompleted: true } }),
    );
    renderWithProviders(
      <Routes>
        <Route path="/onboarding" element={<OnboardingPage />} />
        <Route path="/dashboard" element={<h1>Dashboard</h1>} />
      </Routes>,
      { route: '/onboarding' },
    );
    expect(screen.getByRole('heading', { name: 'Tell us about your pets' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add a pet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
