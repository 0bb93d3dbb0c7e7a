import {
  addMoreSelectionInput,
  addSelectionInput,
  listSelectionInput,
  removeSelectionInput,
  selectionChoicesInput,
} from '@shared/schemas/selection';
import { router } from '@server/platform/trpc/init';
import { procedure } from '@server/platform/trpc/procedures';
import { addToSelection, listSelection, removeFromSelection, selectionChoices } from './selection.service';

/** A public read the HTTP cache keeps: the same for everyone, changed only by a catalogue write. */
const cachedRead = procedure({ auth: 'public', cache: 'public' });
const ownerProcedure = procedure({ auth: 'owner' });

export const selectionProcedures = {
  list: cachedRead.input(listSelectionInput).query(({ ctx, input }) => listSelection(ctx.deps, input)),

  /** The products of a category with whether each is in the selection: feeds the three admin screens. */
  choices: ownerProcedure.input(selectionChoicesInput).query(({ ctx, input }) => selectionChoices(ctx.deps, input)),

  add: ownerProcedure.input(addSelectionInput).mutation(({ ctx, input }) => addToSelection(ctx.deps, input)),

  addMore: ownerProcedure.input(addMoreSelectionInput).mutation(({ ctx, input }) => addToSelection(ctx.deps, input)),

  remove: ownerProcedure.input(removeSelectionInput).mutation(({ ctx, input }) => removeFromSelection(ctx.deps, input)),
};

export const selectionRouter = router(selectionProcedures);
