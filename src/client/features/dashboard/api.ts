import { keepPreviousData, skipToken } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PAGE_SIZES, type Metal, type SelectionType } from '@shared/constants';
import type { AuditListInput } from '@shared/schemas/audit';
import type { ListPiecesInput, StockMovementsInput } from '@shared/schemas/stock';
import { trpc } from '@client/lib/trpc';

// Every tRPC call of the dashboard, one hook each. Lists read fresh (staleTime 0): an admin sees
// what the server holds now, and a paged list keeps the previous page on screen while the next loads.
// Photo uploads go over REST with progress (products/use-product-upload.ts).

/**
 * After a change, every list that may show it is marked stale: those on screen refetch at once,
 * the others when next shown. Catalogue, selections, counts and prices are all connected.
 */
export function useRefreshAfterChange(): () => Promise<void> {
  const utils = trpc.useUtils();
  return useCallback(() => utils.invalidate(), [utils]);
}

// The admin session.
export const useAdminMe = (options: { refetchOnMount?: 'always'; enabled?: boolean } = {}) =>
  trpc.admin.me.useQuery(undefined, { retry: false, staleTime: 0, ...options });
export const useAdminLogin = () => trpc.admin.login.useMutation();
export const useAdminLogout = () => trpc.admin.logout.useMutation();
export const useAdminLoginMfa = () => trpc.admin.loginMfa.useMutation();
export const useMfaSetup = () => trpc.admin.mfaSetup.useMutation();
export const useMfaConfirm = () => trpc.admin.mfaConfirm.useMutation();
/** After enrolment: admin.me says the account may open the rest of the dashboard. */
export function useRefreshSession(): () => Promise<void> {
  const utils = trpc.useUtils();
  return useCallback(() => utils.admin.me.invalidate(), [utils]);
}
/** The signed-in admin's own password, a temporary one included. */
export const useChangeOwnPassword = () => trpc.admin.changePassword.useMutation();

// Admin accounts, the owner's (a temporary password is answered once, by create and resetPassword).
export const useAdminAccounts = () => trpc.admins.list.useQuery(undefined, { staleTime: 0 });
export const useCreateAdminAccount = () => trpc.admins.create.useMutation();
export const useUpdateAdminAccount = () => trpc.admins.update.useMutation();
export const useResetAdminPassword = () => trpc.admins.resetPassword.useMutation();
export const useResetAdminMfa = () => trpc.admins.resetMfa.useMutation();

// API tokens, the owner's (a token's secret is answered once, by create).
export const useApiTokens = () => trpc.apiTokens.list.useQuery(undefined, { staleTime: 0 });
export const useCreateApiToken = () => trpc.apiTokens.create.useMutation();
export const useRevokeApiToken = () => trpc.apiTokens.revoke.useMutation();

export const useSummary = () => trpc.admin.summary.useQuery();

export const useUsers = (page: number, q: string) =>
  trpc.admin.users.useQuery({ page, q: q || undefined }, { placeholderData: keepPreviousData, staleTime: 0 });

export const useAppointments = (page: number) =>
  trpc.admin.appointments.useQuery({ page }, { placeholderData: keepPreviousData, staleTime: 0 });
export const useMarkAppointmentHandled = () => trpc.admin.markAppointmentHandled.useMutation();

/** Emails and SMS the outbox gave up on (never their text). */
export const useDeliveryFailures = () => trpc.admin.deliveryFailures.useQuery(undefined, { staleTime: 0 });

export const useProducts = (page: number, q: string) =>
  trpc.catalog.listProducts.useQuery(
    { page, limit: PAGE_SIZES.adminProducts, q: q || undefined, sort: 'relevance' },
    { placeholderData: keepPreviousData, staleTime: 0 },
  );
export const useDeleteProduct = () => trpc.catalog.deleteProduct.useMutation();
// A product's photos (adding one goes over REST with progress, like the product forms).
export const useDeleteProductPhoto = () => trpc.catalog.deleteProductPhoto.useMutation();
export const useReorderProductPhotos = () => trpc.catalog.reorderProductPhotos.useMutation();
export const useUpdateProductPhotoAlt = () => trpc.catalog.updateProductPhotoAlt.useMutation();

export const useAllCategories = () => trpc.catalog.listCategories.useQuery();
export const useCategoryPage = (page: number, q: string) =>
  trpc.catalog.pageCategories.useQuery(
    { page, limit: PAGE_SIZES.categories, q: q || undefined },
    { placeholderData: keepPreviousData, staleTime: 0 },
  );
export const useCreateCategory = () => trpc.catalog.createCategory.useMutation();
export const useRenameCategory = () => trpc.catalog.renameCategory.useMutation();
export const useDeleteCategory = () => trpc.catalog.deleteCategory.useMutation();

/** The products of a category with whether each is in the selection; asked for once both are chosen. */
export const useSelectionChoices = (choice: { type: SelectionType; categoryId: number } | null) =>
  trpc.selection.choices.useQuery(choice ?? skipToken, { staleTime: 0 });
export const useAddToSelection = () => trpc.selection.add.useMutation();
export const useAddMoreToSelection = () => trpc.selection.addMore.useMutation();
export const useRemoveFromSelection = () => trpc.selection.remove.useMutation();

/** Every metal and purity's rate per gram, own or derived: the rates screen and the price previews. */
export const useRates = () => trpc.rates.list.useQuery(undefined, { staleTime: 0 });
export const useUpdateRates = () => trpc.rates.update.useMutation();
export const useRateHistory = (metal: Metal) =>
  trpc.rates.history.useQuery({ metal }, { placeholderData: keepPreviousData, staleTime: 0 });

// The audit log (read-only: entries are written by the server's post-write hook alone).
export const useAuditEntries = (input: AuditListInput) =>
  trpc.audit.list.useQuery(input, { placeholderData: keepPreviousData, staleTime: 0 });
export const useAuditFilters = () => trpc.audit.filters.useQuery(undefined, { staleTime: 0 });
export const useAuditVerify = (enabled: boolean) =>
  trpc.audit.verify.useQuery(undefined, { enabled, staleTime: 0, gcTime: 0 });

// Showroom stock: the pieces, their movements (one procedure each) and a showroom's tally.
export const usePieces = (input: ListPiecesInput) =>
  trpc.stock.list.useQuery(input, { placeholderData: keepPreviousData, staleTime: 0 });
export const useCreatePiece = () => trpc.stock.create.useMutation();
export const usePieceMovements = () => ({
  transfer: trpc.stock.transfer.useMutation(),
  receive: trpc.stock.receive.useMutation(),
  sell: trpc.stock.sell.useMutation(),
  withdraw: trpc.stock.withdraw.useMutation(),
  restore: trpc.stock.restore.useMutation(),
});
export const useStockTally = () => trpc.stock.tally.useMutation();
export const useDayMovements = (input: StockMovementsInput) =>
  trpc.stock.movements.useQuery(input, { placeholderData: keepPreviousData, staleTime: 0 });
