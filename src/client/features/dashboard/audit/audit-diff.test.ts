import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff';

describe('auditDiff', () => {
  it('lists only the fields whose value changed, nested values as JSON', () => {
    expect(
      auditDiff(
        { name: 'Ring', price: 100, stones: [{ kind: 'ruby' }], same: true },
        { name: 'Kamal Ring', price: 100, stones: [{ kind: 'diamond' }], same: true },
      ),
    ).toEqual([
      { field: 'name', before: 'Ring', after: 'Kamal Ring' },
      { field: 'stones', before: '[{"kind":"ruby"}]', after: '[{"kind":"diamond"}]' },
    ]);
  });
  it('shows a creation and a removal as fields with one side empty', () => {
    expect(auditDiff(null, { name: 'Temple' })).toEqual([{ field: 'name', before: null, after: 'Temple' }]);
    expect(auditDiff({ name: 'Temple' }, null)).toEqual([{ field: 'name', before: 'Temple', after: null }]);
  });
  it('compares values that are not objects as a whole', () => {
    expect(auditDiff(7812.5, 7000)).toEqual([{ field: 'value', before: '7812.5', after: '7000' }]);
    expect(auditDiff([1], [1])).toEqual([]);
  });
});
