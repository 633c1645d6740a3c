import { useAccountTestContext } from '../testing/account-test-app';

describe('GET /api/membership-plans', () => {
  const ctx = useAccountTestContext('account_plans');

  it('is public and lists plans ordered by level', async () => {
    await ctx.dataSource.query(`
      INSERT INTO "account"."membership_plans" (name, description, price, benefits, level) VALUES
        ('Gold', 'Top tier', 2500, '["All perks"]', 3),
        ('Starter', NULL, 0, '[]', 1),
        ('Silver', 'Middle tier', 1200, '["Discounts", "Early access"]', 2)`);
    const res = await ctx.http().get('/api/membership-plans');
    expect(res.status).toBe(200);
    expect(res.body.map((plan: { name: string }) => plan.name)).toEqual(['Starter', 'Silver', 'Gold']);
    expect(res.body[1]).toEqual({
      id: expect.any(String),
      name: 'Silver',
      description: 'Middle tier',
      price: 1200,
      benefits: ['Discounts', 'Early access'],
      level: 2,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('keeps transactions tied to existing users and plans', async () => {
    await expect(
      ctx.dataSource.query(
        `INSERT INTO "account"."membership_transactions" (user_id, membership_plan_id, amount, start_date, end_date)
         VALUES (gen_random_uuid(), (SELECT id FROM "account"."membership_plans" LIMIT 1), 100, now(), now() + interval '30 days')`,
      ),
    ).rejects.toThrow(/foreign key/);
  });
});
