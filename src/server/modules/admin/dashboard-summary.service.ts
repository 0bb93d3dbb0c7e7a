import type { Db } from '@server/platform/db/database';
import { countShoppers } from '../accounts/accounts.service';
import { countCategories, countProducts } from '../catalog/catalog-reads.service';
import { countNewAppointments } from '../visits/appointments.service';

/** The dashboard's counts, each asked of the module that keeps the rows. */
export async function dashboardCounts(
  db: Db,
): Promise<{ products: number; categories: number; users: number; newAppointments: number }> {
  const [products, categories, users, newAppointments] = await Promise.all([
    countProducts(db),
    countCategories(db),
    countShoppers(db),
    countNewAppointments(db),
  ]);
  return { products, categories, users, newAppointments };
}
