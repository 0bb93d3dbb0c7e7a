import type { Db } from '../db/database';

export async function dashboardCounts(db: Db): Promise<{ products: number; categories: number; users: number; newAppointments: number }> {
  const count = (n: { n: number | string | bigint } | undefined) => Number(n?.n ?? 0);
  const [products, categories, users, appointments] = await Promise.all([
    db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    db.selectFrom('categories').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('verified_at', 'is not', null).executeTakeFirst(),
    db.selectFrom('appointments').select((eb) => eb.fn.countAll<number>().as('n')).where('handled_at', 'is', null).executeTakeFirst(),
  ]);
  return { products: count(products), categories: count(categories), users: count(users), newAppointments: count(appointments) };
}
