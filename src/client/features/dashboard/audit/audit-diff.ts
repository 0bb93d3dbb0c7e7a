// What an audit entry changed, field by field: the dashboard shows the fields whose value differs
// between the entity before the write and after it (a creation has no before, a removal no after).

export interface FieldChange {
  field: string;
  /** The value as text; null when the field was absent on that side. */
  before: string | null;
  after: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field's value as one line of text: strings as they are, anything else as JSON. */
export function showValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value) ?? '';
}

/**
 * The fields that differ, in the order they first appear (after's order, then fields only before
 * had). Values that are not objects are compared as a whole, under the field name `value`.
 */
export function auditDiff(before: unknown, after: unknown): FieldChange[] {
  const left = isRecord(before) ? before : before === null || before === undefined ? {} : { value: before };
  const right = isRecord(after) ? after : after === null || after === undefined ? {} : { value: after };
  const fields = [...new Set([...Object.keys(right), ...Object.keys(left)])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const had = Object.hasOwn(left, field);
    const has = Object.hasOwn(right, field);
    const was = had ? showValue(left[field]) : null;
    const is = has ? showValue(right[field]) : null;
    if (was !== is) changes.push({ field, before: was, after: is });
  }
  return changes;
}
