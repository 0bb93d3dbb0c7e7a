import { DashboardApp } from '@client/features/dashboard/dashboard-app';

// /dashboard/*: the admin dashboard, its own lazily loaded chunk; the storefront never imports it.
export default function Dashboard() {
  return <DashboardApp />;
}
