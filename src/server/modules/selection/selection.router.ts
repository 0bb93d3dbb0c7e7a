import {
  addMoreSelectionInput,
  addSelectionInput,
  listSelectionInput,
  removeSelectionInput,
  selectionChoicesInput,
} from '@shared/schemas/selection';
import { router } from '@server/platform/trpc/init';
import { adminActor } from '@server/platform/events/hooks';
import { procedure } from '@server/platform/trpc/procedures';
import { addToSelection, listSelection, removeFromSelection, selectionChoices } from './selection.service';

/** A public read the HTTP cache keeps: the same for everyone, changed only by a catalogue write. */
const cachedRead = procedure({ auth: 'public', cache: 'public' });
const ownerProcedure = procedure({ auth: 'owner' });
const selectionWrite = procedure({ auth: 'owner', audit: 'selection' });

export const selectionProcedures = {
  list: cachedRead.input(listSelectionInput).query(({ ctx, input }) => listSelection(ctx.deps, input)),

  /** The products of a category with whether each is in the selection: feeds the three admin screens. */
  choices: ownerProcedure.input(selectionChoicesInput).query(({ ctx, input }) => selectionChoices(ctx.deps, input)),

  add: selectionWrite
    .input(addSelectionInput)
    .mutation(({ ctx, input }) => addToSelection(ctx.deps, adminActor(ctx.admin), input)),

  addMore: selectionWrite
    .input(addMoreSelectionInput)
    .mutation(({ ctx, input }) => addToSelection(ctx.deps, adminActor(ctx.admin), input)),

  remove: selectionWrite
    .input(removeSelectionInput)
    .mutation(({ ctx, input }) => removeFromSelection(ctx.deps, adminActor(ctx.admin), input)),
};

export const selectionRouter = router(selectionProcedures);
