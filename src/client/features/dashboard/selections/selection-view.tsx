import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { useToast } from '@client/components/ui/toast';
import {
  useAddMoreToSelection,
  useAddToSelection,
  useRefreshAfterChange,
  useRemoveFromSelection,
  useSelectionChoices,
} from '../api';
import { COLLECTIONS, SELECTION_TYPE_LABELS } from '@shared/constants';
import { LOADING_MESSAGES, SELECTION_MESSAGES } from '@shared/messages/back-office';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { DASHBOARD_COPY, DASHBOARD_MESSAGES } from '@shared/dashboard-copy';
import {
  addMoreSelectionInput,
  addSelectionInput,
  removeSelectionInput,
  type MembershipInput,
  type SelectionChoice,
} from '@shared/schemas/selection';
import { CategorySelect } from '../components/category-select';
import { ConfirmDialog } from '../components/confirm-dialog';
import { FieldLabel, FormAlert } from '@client/components/ui/field';
import { ListEmpty, ListError, ListLoading } from '../components/list-state';
import { PageHeader, Panel } from '../components/page-header';
import { isUnauthorized, errorMessage } from '@client/lib/api-errors';
import { ProductChoiceList } from './product-choice-list';
import { isSelectionType, SelectionTypeSelect } from './selection-type-select';

export type SelectionMode = 'add' | 'update' | 'delete';

const SCREENS = {
  add: {
    title: DASHBOARD_COPY.selections.addTitle,
    intro: DASHBOARD_COPY.selections.addIntro,
    schema: addSelectionInput,
    failed: SELECTION_MESSAGES.addFailed,
    submit: DASHBOARD_COPY.selections.addSubmit,
    legend: DASHBOARD_COPY.selections.addLegend,
  },
  update: {
    title: DASHBOARD_COPY.selections.updateTitle,
    intro: DASHBOARD_COPY.selections.updateIntro,
    schema: addMoreSelectionInput,
    failed: SELECTION_MESSAGES.updateFailed,
    submit: DASHBOARD_COPY.selections.addSubmit,
    legend: DASHBOARD_COPY.selections.updateLegend,
  },
  delete: {
    title: DASHBOARD_COPY.selections.deleteTitle,
    intro: DASHBOARD_COPY.selections.deleteIntro,
    schema: removeSelectionInput,
    failed: SELECTION_MESSAGES.deleteFailed,
    submit: DASHBOARD_COPY.selections.deleteSubmit,
    legend: DASHBOARD_COPY.selections.deleteLegend,
  },
} as const;

/** What a mode lists: all of the category's products, those not in the selection, or those in it. */
function visibleChoices(mode: SelectionMode, all: SelectionChoice[]): SelectionChoice[] {
  if (mode === 'update') return all.filter((c) => !c.inSelection);
  if (mode === 'delete') return all.filter((c) => c.inSelection);
  return all;
}

function emptyMessage(mode: SelectionMode, all: SelectionChoice[]): string {
  if (all.length === 0) return SELECTION_MESSAGES.noProductsForCategory;
  if (mode === 'delete') return DASHBOARD_MESSAGES.noneInSelection;
  return SELECTION_MESSAGES.allAlreadyInSelection;
}

/** Add New, Update and Delete of selections: one screen, three modes, one list of types. */
export function SelectionView({ mode }: { mode: SelectionMode }) {
  const screen = SCREENS[mode];
  const toast = useToast();
  const refresh = useRefreshAfterChange();
  const typeId = useId();
  const categoryFieldId = useId();
  const errorId = useId();
  const [type, setType] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [lastDone, setLastDone] = useState<string | null>(null);

  const ready = isSelectionType(type) && categoryId !== '';
  const choices = useSelectionChoices(ready ? { type, categoryId: Number(categoryId) } : null);
  const add = useAddToSelection();
  const addMore = useAddMoreToSelection();
  const remove = useRemoveFromSelection();
  const busy = add.isPending || addMore.isPending || remove.isPending;

  const all = choices.data ?? [];
  const shown = visibleChoices(mode, all);
  const collection = isSelectionType(type) ? COLLECTIONS.find((c) => c.selectionType === type) : undefined;

  function reset(next: { type?: string; categoryId?: string }) {
    if (next.type !== undefined) setType(next.type);
    if (next.categoryId !== undefined) setCategoryId(next.categoryId);
    setChosen(new Set());
    setError(null);
    setLastDone(null);
  }

  /** Checked with the very schema the server applies, so the messages are the server's. */
  function validate(): MembershipInput | null {
    const parsed = screen.schema.safeParse({ type, categoryId, productIds: [...chosen] });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? SELECTION_MESSAGES.addFieldsRequired);
      return null;
    }
    setError(null);
    return { type: parsed.data.type, categoryId: Number(categoryId), productIds: parsed.data.productIds };
  }

  async function apply() {
    const input = validate();
    if (!input) return;
    try {
      const { message } =
        mode === 'add'
          ? await add.mutateAsync(input)
          : mode === 'update'
            ? await addMore.mutateAsync(input)
            : await remove.mutateAsync(input);
      toast.success(message);
      setChosen(new Set());
      setLastDone(message);
      await refresh();
    } catch (err) {
      if (!isUnauthorized(err)) toast.error(errorMessage(err, screen.failed));
    } finally {
      setConfirming(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mode === 'delete') {
      if (validate()) setConfirming(true);
      return;
    }
    void apply();
  }

  return (
    <>
      <PageHeader section={DASHBOARD_COPY.menu.selection} title={screen.title}>
        {screen.intro}
      </PageHeader>
      <Panel>
        <form onSubmit={submit} noValidate aria-describedby={error ? errorId : undefined} className="space-y-6">
          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              <FieldLabel htmlFor={typeId}>{DASHBOARD_COPY.selections.type}</FieldLabel>
              <SelectionTypeSelect id={typeId} value={type} onChange={(t) => reset({ type: t })} />
            </div>
            <div>
              <FieldLabel htmlFor={categoryFieldId}>{PAGE_MESSAGES.category}</FieldLabel>
              <CategorySelect id={categoryFieldId} value={categoryId} onChange={(c) => reset({ categoryId: c })} />
            </div>
          </div>

          <div className="border-t border-sand pt-6">
            {!ready ? (
              <p className="text-sm text-stone">{DASHBOARD_MESSAGES.chooseTypeAndCategory}</p>
            ) : choices.isPending ? (
              <ListLoading rows={3} />
            ) : choices.isError ? (
              <ListError
                message={LOADING_MESSAGES.productsForCategory}
                onRetry={() => void choices.refetch()}
                retrying={choices.isFetching}
              />
            ) : shown.length === 0 ? (
              <ListEmpty>{emptyMessage(mode, all)}</ListEmpty>
            ) : (
              <ProductChoiceList
                legend={screen.legend}
                choices={shown}
                chosen={chosen}
                onChange={setChosen}
                disabledNote={mode === 'add' ? (c) => (c.inSelection ? 'Already in this selection' : null) : undefined}
              />
            )}
          </div>

          <FormAlert id={errorId} message={error} />
          <div
            className={
              'flex flex-col-reverse gap-4 border-t border-sand pt-5 sm:flex-row sm:items-center ' +
              'sm:justify-between'
            }
          >
            <p className="text-sm text-stone">
              {lastDone && collection ? (
                <Link to={collection.path} className="text-gold-700 underline underline-offset-4 hover:text-charcoal">
                  View {collection.title} on the storefront
                </Link>
              ) : null}
            </p>
            <Button
              type="submit"
              variant={mode === 'delete' ? 'danger' : 'primary'}
              size="lg"
              loading={busy}
              className="w-full sm:w-auto"
            >
              {screen.submit}
            </Button>
          </div>
        </form>
      </Panel>
      <ConfirmDialog
        open={confirming}
        title={DASHBOARD_COPY.selections.confirmRemoveTitle}
        message={
          isSelectionType(type)
            ? DASHBOARD_MESSAGES.confirmRemoveFromSelection(chosen.size, SELECTION_TYPE_LABELS[type])
            : ''
        }
        confirmLabel={PAGE_MESSAGES.remove}
        busy={busy}
        onConfirm={() => void apply()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
