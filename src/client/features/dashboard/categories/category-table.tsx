import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { useToast } from '@client/components/ui/toast';
import { useCategoryPage, useDeleteCategory, useRefreshAfterChange, useRenameCategory } from '../api';
import { TEXT_LIMITS } from '@shared/constants';
import { EMPTY_MESSAGES } from '@shared/messages';
import { CATEGORY_MESSAGES, LOADING_MESSAGES } from '@shared/messages/back-office';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { DASHBOARD_COPY, DASHBOARD_MESSAGES } from '@shared/dashboard-copy';
import { renameCategoryInput, type CategoryWithCountDto } from '@shared/schemas/catalog';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DENSE_INPUT_CLASSES, FieldLabel } from '@client/components/ui/field';
import { errorsByPath } from '@client/lib/form-errors';
import { formatMakingCharge } from '../lib/pricing-inputs';
import { MakingChargeFields, makingDraftOf, type MakingDraft } from './making-charge-fields';
import { ListStates } from '../components/list-state';
import { ACTIONS_COLUMN, RowAction, TableHead, type Column } from '../components/data-table';
import { Pager } from '@client/components/ui/pager';
import { SearchField } from '../components/search-field';
import { isUnauthorized, errorMessage } from '@client/lib/api-errors';

export type CategoryTableMode = 'view' | 'update' | 'delete';

const COLUMNS: Column[] = [
  { label: PAGE_MESSAGES.name },
  { label: DASHBOARD_COPY.making.categoryDefault, className: 'max-sm:hidden' },
  { label: DASHBOARD_COPY.productsHeading, className: 'text-right' },
];
const TD = 'px-4 py-3 align-middle';

function RenameRow({
  category,
  columns,
  onDone,
}: {
  category: CategoryWithCountDto;
  columns: number;
  onDone: () => void;
}) {
  const toast = useToast();
  const refresh = useRefreshAfterChange();
  const rename = useRenameCategory();
  const [name, setName] = useState(category.name);
  const [making, setMaking] = useState<MakingDraft>(() => makingDraftOf(category));
  const [error, setError] = useState<string | null>(null);
  const [makingErrors, setMakingErrors] = useState<Record<string, string>>({});
  const input = useRef<HTMLInputElement>(null);
  const inputId = `rename-category-${category.id}`;
  const errorId = `${inputId}-error`;

  useEffect(() => {
    input.current?.select();
  }, []);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // 'No default' for a category that had one clears it; the fields are then left out.
    const clear = category.makingChargeType != null && !making.type;
    const parsed = renameCategoryInput.safeParse({
      id: category.id,
      name,
      ...(clear ? { clearMakingCharge: true } : { makingChargeType: making.type, makingChargeValue: making.value }),
    });
    if (!parsed.success) {
      const errors = errorsByPath(parsed.error);
      setError(errors.name ?? null);
      setMakingErrors(errors);
      return;
    }
    setError(null);
    setMakingErrors({});
    try {
      const { message } = await rename.mutateAsync(parsed.data);
      toast.success(message);
      await refresh();
      onDone();
    } catch (err) {
      if (!isUnauthorized(err)) setError(errorMessage(err, CATEGORY_MESSAGES.updateFailed));
    }
  }

  return (
    <tr className="bg-cream/50">
      <td colSpan={columns} className="px-4 py-4">
        <form
          onSubmit={(e) => void save(e)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') onDone();
          }}
          noValidate
          aria-label={`Rename ${category.name}`}
          className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start"
        >
          <div className="sm:min-w-48 sm:flex-1">
            <FieldLabel htmlFor={inputId}>{DASHBOARD_COPY.categories.name}</FieldLabel>
            <input
              ref={input}
              id={inputId}
              value={name}
              maxLength={TEXT_LIMITS.categoryName}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={DENSE_INPUT_CLASSES}
            />
            {error ? (
              <p id={errorId} role="alert" className="mt-1.5 text-sm text-danger">
                {error}
              </p>
            ) : null}
          </div>
          <MakingChargeFields draft={making} onChange={setMaking} errors={makingErrors} />
          <div className="flex gap-2 sm:mt-[1.6rem]">
            <Button type="submit" variant="primary" loading={rename.isPending}>
              {DASHBOARD_COPY.save}
            </Button>
            <Button variant="outline" onClick={onDone} disabled={rename.isPending}>
              {DASHBOARD_COPY.cancel}
            </Button>
          </div>
        </form>
      </td>
    </tr>
  );
}

/** Categories, 10 a page, with their product counts: read-only, renamed in place, or deleted after asking. */
export function CategoryTable({ mode }: { mode: CategoryTableMode }) {
  const toast = useToast();
  const refresh = useRefreshAfterChange();
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const [doomed, setDoomed] = useState<CategoryWithCountDto | null>(null);
  const categories = useCategoryPage(page, q);
  const remove = useDeleteCategory();

  if (categories.data && page > categories.data.totalPages) setPage(categories.data.totalPages);

  async function confirmDelete() {
    if (!doomed) return;
    try {
      const { message } = await remove.mutateAsync({ id: doomed.id });
      toast.success(message);
      await refresh();
    } catch (err) {
      if (!isUnauthorized(err)) toast.error(errorMessage(err, CATEGORY_MESSAGES.deleteFailed));
    } finally {
      setDoomed(null);
    }
  }

  const rows = categories.data?.categories ?? [];
  return (
    <>
      <div className="mb-5">
        <SearchField
          label={DASHBOARD_COPY.categories.search}
          placeholder={DASHBOARD_COPY.categories.name}
          onSearch={(text) => {
            setQ(text);
            setPage(1);
            setEditing(null);
          }}
        />
      </div>
      <ListStates
        query={categories}
        loadingRows={4}
        errorMessage={LOADING_MESSAGES.categories}
        isEmpty={rows.length === 0}
        empty={EMPTY_MESSAGES.noCategories}
      >
        <div
          className={
            `overflow-x-auto rounded-sm border border-sand bg-white/70 ` +
            `${categories.isPlaceholderData ? 'opacity-60' : ''}`
          }
        >
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{DASHBOARD_COPY.categories.caption(page)}</caption>
            <TableHead columns={mode === 'view' ? COLUMNS : [...COLUMNS, ACTIONS_COLUMN]} />
            <tbody className="divide-y divide-sand/70">
              {rows.map((c) =>
                editing === c.id ? (
                  <RenameRow
                    key={c.id}
                    category={c}
                    columns={mode === 'view' ? COLUMNS.length : COLUMNS.length + 1}
                    onDone={() => setEditing(null)}
                  />
                ) : (
                  <tr key={c.id} className="hover:bg-cream/40">
                    <td className={`${TD} font-medium text-ink`}>
                      {c.name}
                      {/* On a phone the making charge sits under the name rather than in a column of its own. */}
                      <span className="block text-xs font-normal text-stone sm:hidden">
                        {formatMakingCharge(c.makingChargeType, c.makingChargeValue) ?? DASHBOARD_COPY.making.none}
                      </span>
                    </td>
                    <td className={`${TD} text-stone max-sm:hidden`}>
                      {formatMakingCharge(c.makingChargeType, c.makingChargeValue) ?? DASHBOARD_COPY.making.none}
                    </td>
                    <td className={`${TD} text-right tabular-nums text-stone`}>{c.productCount}</td>
                    {mode === 'view' ? null : (
                      <td className={`${TD} w-px whitespace-nowrap text-right`}>
                        <RowAction
                          mode={mode}
                          editLabel={DASHBOARD_COPY.categories.rename}
                          name={c.name}
                          onEdit={() => setEditing(c.id)}
                          onDelete={() => setDoomed(c)}
                        />
                      </td>
                    )}
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </div>
        <Pager
          compact
          label={DASHBOARD_COPY.categories.pages}
          page={page}
          totalPages={categories.data?.totalPages ?? 1}
          busy={categories.isFetching}
          onPage={(n) => {
            setPage(n);
            setEditing(null);
          }}
        />
      </ListStates>
      <ConfirmDialog
        open={doomed !== null}
        title={DASHBOARD_COPY.categories.confirmDeleteTitle}
        message={doomed ? DASHBOARD_MESSAGES.confirmDeleteCategory(doomed.name) : ''}
        confirmLabel={DASHBOARD_COPY.categories.confirmDelete}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDoomed(null)}
      />
    </>
  );
}
