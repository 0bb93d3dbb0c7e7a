import { describe, expect, it } from 'vitest';
import { dateInIndia } from '@shared/schemas/appointments';
import { createCategory, seedProducts } from './helpers/catalog-fixtures';
import { bearer, describeEachDatabase, useTestApp } from './helpers/harness';
import { newShopper, registerShopper, restSignup } from './helpers/shoppers';
import { trpcMutation, trpcQuery } from './helpers/trpc-http';

// The dashboard's counts are asked of the modules that keep the rows (catalog, accounts, shop):
// each count follows its own rule (every product and category, verified shoppers only, visit
// requests not yet handled).

interface Summary {
  products: number;
  categories: number;
  users: number;
  newAppointments: number;
}

describeEachDatabase('dashboard summary', (dialect) => {
  const { t, rx } = useTestApp(dialect, { shoppers: true, env: { SHOP_EMAIL: 'desk@navijewels.in' } });

  const summary = async (): Promise<Summary> => {
    const res = await trpcQuery<Summary>(t.app, 'admin.summary', undefined, bearer(await t.adminToken()));
    expect(res.status).toBe(200);
    return res.data!;
  };
  const book = async (name: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookAppointment',
      payload: {
        name,
        email: 'meera.deshmukh@example.in',
        mobile: '98200 14511',
        message: 'A bridal set in polki.',
        showroom: 'nerul',
        preferredDate: dateInIndia(t.deps.now() + 24 * 60 * 60 * 1000),
      },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };

  describe('counts', () => {
    it('counts products, categories, verified shoppers and unhandled visits, each by its rule', async () => {
      const before = await summary();
      await seedProducts(t, await createCategory(t, 'Summary Bangles'), ['Kada One', 'Kada Two']);
      expect((await restSignup(t, newShopper())).statusCode).toBe(201);
      await registerShopper(t, rx);
      await book('Visitor One');
      await book('Visitor Two');
      const headers = bearer(await t.adminToken());
      const listed = await trpcQuery<{ appointments: Array<{ id: number; name: string }> }>(
        t.app,
        'admin.appointments',
        {},
        headers,
      );
      const first = listed.data?.appointments.find((a) => a.name === 'Visitor One');
      expect(first).toBeDefined();
      expect((await trpcMutation(t.app, 'admin.markAppointmentHandled', { id: first!.id }, headers)).status).toBe(200);

      expect(await summary()).toMatchObject({
        products: before.products + 2,
        categories: before.categories + 1,
        users: before.users + 1,
        newAppointments: before.newAppointments + 1,
      });
    });
  });
});
