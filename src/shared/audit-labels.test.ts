import { describe, expect, it } from 'vitest';
import { DASHBOARD_COPY } from './dashboard-copy';
import { actionLabel, entityLabel, spellOut } from './audit-labels';

describe('audit labels', () => {
  it('names the entities and actions the copy knows', () => {
    expect(entityLabel('adminSession')).toBe(DASHBOARD_COPY.audit.entityLabels.adminSession);
    expect(actionLabel('signOut')).toBe(DASHBOARD_COPY.audit.actionLabels.signOut);
  });

  it('spells out a camelCase name it does not know', () => {
    expect(spellOut('stockTally')).toBe('Stock tally');
    expect(spellOut('receivePiece2')).toBe('Receive piece2');
    expect(entityLabel('visitSchedule')).toBe('Visit schedule');
    expect(actionLabel('transfer')).toBe('Transfer');
  });
});
