import { useId, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { FormAlert, SelectField, TextAreaField } from '@client/components/ui/field';
import { errorMessage, isUnauthorized } from '@client/lib/api-errors';
import { fieldErrors } from '@client/lib/form-errors';
import { SHOWROOMS, type ShowroomId } from '@shared/constants';
import { ADMIN_ACCOUNTS_COPY } from '@shared/messages/admin-accounts';
import { STOCK_COPY } from '@shared/messages/stock-dashboard';
import { stockTallyInput, type StockTallyDto } from '@shared/schemas/stock';
import { useStockTally } from '../api';
import { PageHeader, Panel } from '../components/page-header';
import { useAdminSession } from '../session/admin-session';

const COPY = STOCK_COPY.tally;
const SHOWROOM_NAMES = ADMIN_ACCOUNTS_COPY.showrooms;

/** The tags as typed, pasted or scanned: one per line, or separated by spaces, commas or semicolons. */
const tagsIn = (text: string): string[] => text.split(/[\s,;]+/).filter((t) => t.length > 0);

/** A showroom's count: the tags found on the shelves against the pieces the stock says are there. */
export function TallyView() {
  const { role, showroom: mine } = useAdminSession();
  // A staff account of one showroom counts that showroom only (the server holds it to that too).
  const fixed = role === 'staff' ? mine : null;
  const [showroom, setShowroom] = useState<ShowroomId>(fixed ?? 'nerul');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<{ showroom: ShowroomId; tally: StockTallyDto } | null>(null);
  const tally = useStockTally();
  const tags = tagsIn(text);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = stockTallyInput.safeParse({ showroom, tags });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      setResult({ showroom, tally: await tally.mutateAsync(parsed.data) });
    } catch (err) {
      if (!isUnauthorized(err)) setFailure(errorMessage(err, COPY.failed));
    }
  }

  return (
    <>
      <PageHeader section={STOCK_COPY.section} title={COPY.title}>
        {COPY.intro}
      </PageHeader>
      <form onSubmit={(e) => void submit(e)} noValidate className="mb-8 grid max-w-2xl gap-4">
        <SelectField
          label={STOCK_COPY.showroom}
          value={showroom}
          disabled={fixed !== null}
          error={errors.showroom}
          onChange={(e) => setShowroom(SHOWROOMS.find((s) => s === e.target.value) ?? showroom)}
        >
          {SHOWROOMS.map((s) => (
            <option key={s} value={s}>
              {SHOWROOM_NAMES[s]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={COPY.tags}
          hint={COPY.tagsHint}
          value={text}
          rows={8}
          spellCheck={false}
          autoCapitalize="characters"
          className="font-mono"
          error={errors.tags ?? Object.entries(errors).find(([path]) => path.startsWith('tags'))?.[1]}
          onChange={(e) => setText(e.target.value)}
        />
        <p className="text-sm text-stone" aria-live="polite">
          {COPY.tagsCount(tags.length)}
        </p>
        <div>
          <Button type="submit" variant="gold" loading={tally.isPending}>
            {COPY.submit}
          </Button>
        </div>
        <FormAlert message={failure} />
      </form>
      {result ? <TallyResult showroom={result.showroom} tally={result.tally} /> : null}
    </>
  );
}

function TallyResult({ showroom, tally }: { showroom: ShowroomId; tally: StockTallyDto }) {
  const headingId = useId();
  return (
    <Panel labelledBy={headingId}>
      <h2 id={headingId} className="mb-1 text-2xl">
        {COPY.result}: {SHOWROOM_NAMES[showroom]}
      </h2>
      <div role="status" className="mb-5 text-ink">
        <p>{COPY.matched(tally.matched)}</p>
        {tally.missing.length === 0 ? <p>{COPY.allPresent}</p> : null}
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <TagList title={COPY.missing} tags={tally.missing} />
        <TagList title={COPY.unexpected} tags={tally.unexpected} />
      </div>
    </Panel>
  );
}

function TagList({ title, tags }: { title: string; tags: string[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2 text-sm font-medium uppercase tracking-[0.14em] text-stone">
        {title} ({tags.length})
      </h3>
      {tags.length === 0 ? (
        <p className="text-stone">{COPY.none}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag} className="rounded-sm border border-sand bg-white px-2 py-1 font-mono text-sm text-ink">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
