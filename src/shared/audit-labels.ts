import { DASHBOARD_COPY } from './dashboard-copy';

const COPY = DASHBOARD_COPY.audit;

/** A camelCase name spelt out as words, for an entity or action the copy does not name yet. */
export function spellOut(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What the audit list shows for an entity (`adminSession` -> "Admin sign-in"). */
export function entityLabel(entity: string): string {
  return COPY.entityLabels[entity] ?? spellOut(entity);
}

/** What the audit list shows for an action (`signOut` -> "Signed out"). */
export function actionLabel(action: string): string {
  return COPY.actionLabels[action] ?? spellOut(action);
}
