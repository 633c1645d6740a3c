import type { AdminOrderPage, CurrentUser } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonError, mockApi } from '../test/mock-api';
import { renderRoute } from '../test/render-with-providers';
import AdminOrdersPage from './admin-orders-page';

const ORDER_ID = '0b5e1c7a-2d3f-4e5a-8b6c-9d0e1f2a3b4c';
const page: AdminOrderPage = {
  orders: [
    {
      id: ORDER_ID,
      userId: 'u2',
      status: 'processing',
      totalAmount: 4998,
      createdAt: '2026-12-01T10:00:00.000Z',
      shippingAddress: '1 Main St, Boston',
      carrier: null,
      trackingNumber: null,
      payment: { state: 'paid', cardBrand: 'VISA', last4: '1111', amount: 4998, refundedAmount: 0 },
    },
  ],
  nextCursor: null,
};

const render = () => renderRoute(<AdminOrdersPage />, { path: '/admin/orders', at: '/admin/orders' });

describe('/admin/orders', () => {
  it('turns a member away', () => {
    useSession.setState({ status: 'authenticated', user: { id: 'u1', role: 'member' } as CurrentUser });
    mockApi({});
    render();
    expect(screen.getByRole('alert')).toHaveTextContent('Admins only');
  });

  it('lists orders with their payment, filters by status, and ships one with a tracking number', async () => {
    useSession.setState({ status: 'authenticated', user: { id: 'a1', role: 'admin' } as CurrentUser });
    const api = mockApi({
      'GET /api/admin/orders': () => page,
      [`POST /api/admin/orders/${ORDER_ID}/ship`]: () => ({}),
      [`POST /api/admin/orders/${ORDER_ID}/cancel`]: () => jsonError(503, 'Square could not take the refund'),
    });
    render();
    const row = await screen.findByRole('row', { name: 'Order #1F2A3B4C' });
    expect(within(row).getByText('Processing')).toBeInTheDocument();
    expect(within(row).getByText('Paid · Visa 1111')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'shipped');
    expect(api.calls.some((c) => c.url === '/api/admin/orders?status=shipped')).toBe(true);
    await user.selectOptions(screen.getByLabelText('Status'), '');

    await user.click(await screen.findByRole('button', { name: 'Manage' }));
    const ship = screen.getByRole('form', { name: 'Ship order 1F2A3B4C' });
    await user.type(within(ship).getByLabelText('Carrier'), 'UPS');
    await user.type(within(ship).getByLabelText('Tracking number'), '1Z999AA10123456784');
    await user.click(within(ship).getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText('Saved. The member has been e-mailed.')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/admin/orders/${ORDER_ID}/ship`)[0]!.body).toEqual({
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });

    await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Square could not take the refund');
  });
});
