import { createQueryClient } from '@petcora/api-client/query-client';
import type { PersonSummary, PublicProfile } from '@petcora/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** A profile as GET /api/profile/{username} answers, with whatever the test changes. */
export function publicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: 'u-rex',
    username: 'rex',
    displayName: 'Rex Owner',
    bio: 'Good boy, loves sticks.',
    profileImageUrl: null,
    profilePicture: null,
    coverImageUrl: null,
    location: null,
    website: null,
    isVerified: false,
    createdAt: '2026-03-14T10:00:00.000Z',
    followersCount: 12,
    followingCount: 3,
    postsCount: 4,
    isFollowing: false,
    followsYou: false,
    isOwnProfile: false,
    ...overrides,
  };
}

/** Maya's own profile, as she reads it signed in. */
export const MAYA_OWN_PROFILE = publicProfile({
  id: 'u-maya',
  username: 'maya',
  displayName: 'Maya',
  isOwnProfile: true,
});

/** A person as the people lists answer. */
export function person(overrides: Partial<PersonSummary> = {}): PersonSummary {
  return {
    id: 'u-luna',
    username: 'luna',
    displayName: 'Luna Cat',
    profileImageUrl: null,
    isVerified: false,
    bio: null,
    followersCount: 5,
    isFollowing: false,
    ...overrides,
  };
}

/** Shows the current address so a test can read it: `screen.getByTestId('location')`. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/**
 * Renders elements under real routes (pages read useParams) with a fresh query cache; `/` and any unknown path show
 * a stub, and the current address is always on screen.
 */
export function renderRoutes(
  routes: Record<string, ReactElement>,
  { route, queryClient = createQueryClient() }: { route: string; queryClient?: QueryClient },
) {
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, queryClient };
}
