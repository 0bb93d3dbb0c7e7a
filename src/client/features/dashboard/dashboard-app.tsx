import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { buttonClasses } from '@client/components/ui/button';
import { AUTH_MESSAGES, GENERAL_MESSAGES } from '@shared/messages';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { AppointmentsView } from './appointments/appointments-view';
import { CategoryCreateView } from './categories/category-create-view';
import { CategoryListView } from './categories/category-list-view';
import { PageHeader } from './components/page-header';
import { ScreenBoundary, ScreenDrafts } from './components/screen-boundary';
import { DeliveriesView } from './deliveries/deliveries-view';
import { AuditView } from './audit/audit-view';
import { AccountsView } from './accounts/accounts-view';
import { ChangePasswordView } from './accounts/change-password-view';
import { ApiTokensView } from './api-tokens/api-tokens-view';
import { DASHBOARD_PATHS, mayOpen, relativeDashboardPath as rel } from './dashboard-paths';
import { RatesView } from './gold/rates-view';
import { DashboardLayout } from './layout/dashboard-layout';
import { ProductCreateView } from './products/product-create-view';
import { ProductListView } from './products/product-list-view';
import { SelectionView } from './selections/selection-view';
import { StockView } from './stock/stock-view';
import { TallyView } from './stock/tally-view';
import { useAdminSession } from './session/admin-session';
import { RequireAdmin } from './session/require-admin';
import { TwoStepView } from './two-step/two-step-view';
import { UsersView } from './users/users-view';
import { WelcomeView } from './welcome/welcome-view';

function UnknownScreen() {
  return (
    <>
      <PageHeader title={GENERAL_MESSAGES.pageNotFound} />
      <Link to={DASHBOARD_PATHS.welcome} className={buttonClasses('outline')}>
        {DASHBOARD_COPY.backToOverview}
      </Link>
    </>
  );
}

/** A screen of another role, opened by its address: said plainly, with the way back. */
function NotYourScreen() {
  return (
    <>
      <PageHeader title={AUTH_MESSAGES.noPermission} />
      <Link to={DASHBOARD_PATHS.welcome} className={buttonClasses('outline')}>
        {DASHBOARD_COPY.backToOverview}
      </Link>
    </>
  );
}

/** /dashboard/*: the guard, the frame and one screen per menu entry. */
export function DashboardApp() {
  return (
    <RequireAdmin>
      <DashboardLayout>
        <ScreenDrafts>
          <DashboardScreens />
        </ScreenDrafts>
      </DashboardLayout>
    </RequireAdmin>
  );
}

/** The screen of the path, when the signed-in role may open it. */
function DashboardScreens() {
  // Keyed by the path: each screen has its own boundary, and leaving a failed screen clears its failure.
  const { pathname } = useLocation();
  const { role, mustChangePassword } = useAdminSession();
  const path = pathname.replace(/\/+$/, '');
  // A temporary password opens nothing else: the server answers 403 to every other call.
  if (mustChangePassword && path !== DASHBOARD_PATHS.password)
    return <Navigate to={DASHBOARD_PATHS.password} replace />;
  return (
    <ScreenBoundary key={pathname}>
      {!mayOpen(path, role) ? (
        <NotYourScreen />
      ) : (
        <Routes>
          <Route index element={<WelcomeView />} />
          <Route path={rel(DASHBOARD_PATHS.users)} element={<UsersView />} />
          <Route path={rel(DASHBOARD_PATHS.productCreate)} element={<ProductCreateView />} />
          <Route path={rel(DASHBOARD_PATHS.productUpdate)} element={<ProductListView key="update" mode="update" />} />
          <Route path={rel(DASHBOARD_PATHS.productDelete)} element={<ProductListView key="delete" mode="delete" />} />
          <Route path={rel(DASHBOARD_PATHS.categoryCreate)} element={<CategoryCreateView />} />
          <Route path={rel(DASHBOARD_PATHS.categoryUpdate)} element={<CategoryListView key="update" mode="update" />} />
          <Route path={rel(DASHBOARD_PATHS.categoryDelete)} element={<CategoryListView key="delete" mode="delete" />} />
          <Route path={rel(DASHBOARD_PATHS.selectionAdd)} element={<SelectionView key="add" mode="add" />} />
          <Route path={rel(DASHBOARD_PATHS.selectionUpdate)} element={<SelectionView key="update" mode="update" />} />
          <Route path={rel(DASHBOARD_PATHS.selectionDelete)} element={<SelectionView key="delete" mode="delete" />} />
          <Route path={rel(DASHBOARD_PATHS.gold)} element={<RatesView />} />
          <Route path={rel(DASHBOARD_PATHS.appointments)} element={<AppointmentsView />} />
          <Route path={rel(DASHBOARD_PATHS.stock)} element={<StockView />} />
          <Route path={rel(DASHBOARD_PATHS.stockTally)} element={<TallyView />} />
          <Route path={rel(DASHBOARD_PATHS.deliveries)} element={<DeliveriesView />} />
          <Route path={rel(DASHBOARD_PATHS.audit)} element={<AuditView />} />
          <Route path={rel(DASHBOARD_PATHS.twoStep)} element={<TwoStepView />} />
          <Route path={rel(DASHBOARD_PATHS.accounts)} element={<AccountsView />} />
          <Route path={rel(DASHBOARD_PATHS.apiTokens)} element={<ApiTokensView />} />
          <Route path={rel(DASHBOARD_PATHS.password)} element={<ChangePasswordView />} />
          <Route path="*" element={<UnknownScreen />} />
        </Routes>
      )}
    </ScreenBoundary>
  );
}
