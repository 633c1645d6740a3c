import type { OrderDetail, OrderSummary } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { useToastStore } from '@petcora/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../../../test/render-with-providers';
import { dashboardMember } from '../../../test/dashboard-member';
import { DashboardScreen } from './dashboard-screen';

const user = dashboardMember();

const order: OrderSummary = {
  id: '00000000-0000-4000-8000-0000abcdef12',
  orderDate: '2026-03-05T12:00:00.000Z',
  createdAt: '2026-03-05T12:00:00.000Z',
  status: 'shipped',
  total: 4498,
  totalAmount: 4498,
  shippingAddress: null,
  shippingMethod: '',
  paymentMethod: '',
};

/** The store's answer, typed with the contract the server's mapper uses (it never sends null methods). */
const details: OrderDetail = {
  order: {
    id: order.id,
    status: order.status,
    shippingAddress: null,
    // Empty methods still show the spec's defaults.
    shippingMethod: '',
    paymentMethod: '',
    totalAmount: order.totalAmount,
    createdAt: order.createdAt,
  },
  items: [
    {
      id: 'i1',
      productId: 'p1',
      price: 1999,
      quantity: 2,
      product: { id: 'p1', name: 'Dog Shampoo', imageUrl: null },
    },
    { id: 'i2', productId: 'p-gone', price: 500, quantity: 1, product: null },
  ],
};

describe('DashboardScreen', () => {
  beforeEach(() => {
    useToastStore.setState({ current: null });
    useSession.setState({ status: 'authenticated', user, refresh: async () => undefined });
  });

  it('shows the empty state with a way to the store', async () => {
    mockFetch(() => Response.json([]));
    renderWithProviders(<DashboardScreen user={user} />);
    expect(await screen.findByText('No Orders')).toBeInTheDocument();
    expect(screen.getByText("You haven't placed any orders yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Store' })).toHaveAttribute('href', '/store');
    expect(screen.getByText('No bio yet. Click edit to add one.')).toBeInTheDocument();
  });

  it('draws the profile photo from its renditions at the card’s size', async () => {
    mockFetch(() => Response.json([]));
    const profileImage = {
      url: '/media/account/a/800.webp',
      width: 800,
      height: 800,
      placeholder: '#336699',
      renditions: [
        { url: '/media/account/a/320.webp', width: 320, height: 320 },
        { url: '/media/account/a/800.webp', width: 800, height: 800 },
      ],
    };
    renderWithProviders(
      <DashboardScreen user={{ ...user, profileImageUrl: profileImage.url, profileImage }} />,
    );
    const photo = await screen.findByRole('img', { name: 'Your profile photo' });
    expect(photo).toHaveAttribute('srcset', '/media/account/a/320.webp 320w, /media/account/a/800.webp 800w');
    expect(photo).toHaveAttribute('sizes', '96px');
    expect(photo.style.backgroundColor).toBe('rgb(51, 102, 153)');
  });

  it('shows "Error loading orders" when the list fails', async () => {
    mockFetch(() => Response.json({ message: 'down' }, { status: 503 }));
    renderWithProviders(<DashboardScreen user={user} />);
    expect(await screen.findByText('Error loading orders')).toBeInTheDocument();
  });

  it('lists an order and expands its details with the defaults', async () => {
    mockFetch((url) => {
      if (url === '/api/orders') return Response.json([order]);
      return Response.json(details);
    });
    renderWithProviders(<DashboardScreen user={user} />);
    const card = await screen.findByRole('article', { name: 'Order #ABCDEF12' });
    expect(within(card).getByText('Shipped')).toHaveClass('order-status--shipped');
    expect(within(card).getByText('No shipping address provided')).toBeInTheDocument();
    expect(within(card).getByText('$44.98')).toBeInTheDocument();
    expect(within(card).getByText(/Placed on/)).toHaveTextContent('Placed on March 5, 2026');

    await userEvent.click(within(card).getByRole('button', { name: 'View Details' }));
    expect(await within(card).findByText('Dog Shampoo')).toBeInTheDocument();
    expect(within(card).getByText('p-gone')).toBeInTheDocument();
    expect(within(card).getByText('$39.98')).toBeInTheDocument();
    expect(within(card).getByText('Standard Shipping')).toBeInTheDocument();
    expect(within(card).getByText('Credit Card')).toBeInTheDocument();
  });

  it('shows the card, the payment state and the tracking number once the order is paid and shipped', async () => {
    const paid = {
      ...details,
      order: {
        ...details.order,
        payment: {
          state: 'partly_refunded',
          cardBrand: 'VISA',
          last4: '1111',
          amount: 4498,
          refundedAmount: 500,
        },
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
      },
    };
    mockFetch((url) => (url === '/api/orders' ? Response.json([order]) : Response.json(paid)));
    renderWithProviders(<DashboardScreen user={user} />);
    const card = await screen.findByRole('article', { name: 'Order #ABCDEF12' });
    await userEvent.click(within(card).getByRole('button', { name: 'View Details' }));
    expect(await within(card).findByText('Visa ending in 1111')).toBeInTheDocument();
    expect(within(card).getByText('Credit Card')).toBeInTheDocument();
    expect(within(card).getByTestId('payment-state')).toHaveTextContent('Partly refunded ($5.00 refunded)');
    expect(within(card).getByText('UPS')).toBeInTheDocument();
    expect(within(card).getByTestId('tracking-number')).toHaveTextContent('1Z999AA10123456784');
  });

  it('says so when the details fail to load', async () => {
    mockFetch((url) => (url === '/api/orders' ? Response.json([order]) : new Response('', { status: 500 })));
    renderWithProviders(<DashboardScreen user={user} />);
    await userEvent.click(await screen.findByRole('button', { name: 'View Details' }));
    expect(await screen.findByText('Failed to load order details. Please try again.')).toBeInTheDocument();
  });

  it('shows the account facts and checks the 150-character bio in Edit Profile', async () => {
    const fetchMock = mockFetch((url) =>
      url === '/api/orders' ? Response.json([]) : Response.json({ user }),
    );
    renderWithProviders(<DashboardScreen user={user} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Account' }));
    expect(screen.getByText('maya@example.com')).toBeInTheDocument();
    expect(screen.getAllByText('Not set')).toHaveLength(2); // display name and last name
    expect(screen.getByRole('button', { name: 'Enable' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update Preferences' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    const bio = within(dialog).getByLabelText('Bio');
    await userEvent.click(bio);
    await userEvent.paste('x'.repeat(151));
    expect(within(dialog).getByText('151/150')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText("Bio can't be longer than 150 characters")).toBeInTheDocument();

    await userEvent.clear(bio);
    await userEvent.type(bio, 'Dog person');
    await userEvent.type(within(dialog).getByLabelText('Display Name'), 'Maya L');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your profile has been successfully updated.')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/users/profile');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ displayName: 'Maya L', bio: 'Dog person' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 15_000);

  it('refuses a picture over 5 MB in Edit Profile before anything is sent', async () => {
    const fetchMock = mockFetch(() => Response.json([]));
    renderWithProviders(<DashboardScreen user={user} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(within(dialog).getByLabelText('Profile Picture'), big);
    expect(await screen.findByText('Please select a file smaller than 5MB')).toBeInTheDocument();
    expect(within(dialog).queryByAltText('New profile picture preview')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
