import { Button } from '@client/components/ui/button';
import { DENSE_INPUT_CLASSES, DENSE_LABEL_CLASSES } from '@client/components/ui/field';
import { STONE_KIND_LABELS, STONE_KINDS, type StoneKind } from '@shared/constants';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { LineError, lineFields } from './line-fields';
import type { StoneDraft } from './spec-form';

const COPY = DASHBOARD_COPY.specs;
const ROW = 'grid grid-cols-2 gap-2 sm:grid-cols-[minmax(0,1.3fr)_5rem_6rem_minmax(0,1fr)_auto] sm:items-start';

/** Lines of stones: kind, count, carats (optional) and the value of the line, added and removed in place. */
export function StonesEditor({
  stones,
  onChange,
  error,
}: {
  stones: StoneDraft[];
  onChange: (stones: StoneDraft[]) => void;
  error: (path: string) => string | undefined;
}) {
  const update = (index: number, patch: Partial<StoneDraft>) =>
    onChange(stones.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const listError = error('stones');
  return (
    <fieldset className="space-y-3">
      <legend className={DENSE_LABEL_CLASSES}>{COPY.stones}</legend>
      {stones.length === 0 ? <p className="text-sm text-stone">{COPY.stonesNone}</p> : null}
      {stones.length > 0 ? (
        <div aria-hidden="true" className={`${ROW} max-sm:hidden`}>
          {[COPY.kind, COPY.count, COPY.carats, COPY.stoneValue].map((h) => (
            <span key={h} className="text-[0.68rem] uppercase tracking-[0.14em] text-stone">
              {h}
            </span>
          ))}
        </div>
      ) : null}
      {stones.map((stone, i) => {
        const { props, messages, errorId } = lineFields(
          'stones',
          i,
          ['kind', 'count', 'caratWeight', 'value'] as const,
          COPY.stoneField,
          error,
        );
        return (
          <div
            key={i}
            className="rounded-sm border border-sand/80 bg-cream/30 p-2 sm:border-0 sm:bg-transparent sm:p-0"
          >
            <div className={ROW}>
              <select
                {...props('kind', COPY.kind)}
                value={stone.kind}
                onChange={(e) => update(i, { kind: e.target.value as StoneKind })}
                className={`${DENSE_INPUT_CLASSES} col-span-2 pr-8 sm:col-span-1`}
              >
                {STONE_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {STONE_KIND_LABELS[k]}
                  </option>
                ))}
              </select>
              <input
                {...props('count', COPY.count)}
                type="number"
                inputMode="numeric"
                min="1"
                step="1"
                placeholder={COPY.count}
                value={stone.count}
                onChange={(e) => update(i, { count: e.target.value })}
                className={`${DENSE_INPUT_CLASSES} tabular-nums`}
              />
              <input
                {...props('caratWeight', COPY.carats)}
                type="number"
                inputMode="decimal"
                min="0"
                step="0.001"
                placeholder={COPY.carats}
                value={stone.caratWeight}
                onChange={(e) => update(i, { caratWeight: e.target.value })}
                className={`${DENSE_INPUT_CLASSES} tabular-nums`}
              />
              <input
                {...props('value', COPY.stoneValue)}
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                placeholder={COPY.stoneValue}
                value={stone.value}
                onChange={(e) => update(i, { value: e.target.value })}
                className={`${DENSE_INPUT_CLASSES} tabular-nums`}
              />
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(stones.filter((_, j) => j !== i))}
                aria-label={COPY.removeStone(i + 1)}
                className="min-h-11 text-danger"
              >
                {COPY.remove}
              </Button>
            </div>
            <LineError id={errorId} messages={messages} />
          </div>
        );
      })}
      {listError ? <p className="text-sm text-danger">{listError}</p> : null}
      <Button
        variant="outline"
        size="sm"
        onClick={() => onChange([...stones, { kind: 'diamond', count: '1', caratWeight: '', value: '' }])}
      >
        {COPY.addStone}
      </Button>
    </fieldset>
  );
}
