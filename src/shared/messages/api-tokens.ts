// API tokens for integrations (issue 27): what owners read when they make, list and revoke them.
export const API_TOKEN_MESSAGES = {
  nameRequired: 'Give the token a name (1 to 64 characters) that says what uses it.',
  roleInvalid: 'Choose a role: owner or staff.',
  notFound: 'There is no such token.',
  revoked: 'Token revoked.',
  notForTokens: 'An API token cannot do that; sign in as yourself.',
} as const;

/** The owner's API tokens screen of the dashboard. */
export const API_TOKENS_COPY = {
  section: 'Accounts',
  title: 'API tokens',
  intro:
    'Tokens let a script or another system call the shop without signing in (Authorization: Bearer). Each has a ' +
    'role like an account, and its calls are audited under its name. Revoke a token that is no longer used.',
  createTitle: 'Make a token',
  name: 'Name',
  nameHint: 'What uses it, such as “Billing sync” or “Rates feed”.',
  role: 'Role',
  createSubmit: 'Make token',
  createFailed: 'The token could not be made.',
  caption: 'API tokens',
  created: 'Made (IST)',
  lastUsed: 'Last used (IST)',
  status: 'Status',
  active: 'Active',
  revokedOn: (when: string) => `Revoked ${when}`,
  never: 'Never',
  count: (n: number) => `${n} token${n === 1 ? '' : 's'}`,
  loadFailed: 'Failed to load the API tokens.',
  empty: 'No API tokens yet.',
  revoke: 'Revoke',
  revokeFor: (name: string) => `Revoke ${name}`,
  confirmRevokeTitle: 'Revoke this token?',
  confirmRevoke: (name: string) =>
    `Calls made with “${name}” are refused from now on. A revoked token cannot be restored; make a new one instead.`,
  revokeFailed: 'The token could not be revoked.',
  revokedDone: (name: string) => `“${name}” is revoked.`,
  shownTitle: 'New API token',
  shownFor: (name: string) => `The token “${name}”:`,
  shownOnce:
    'It is shown only this once: copy it into the script or service that uses it. The shop keeps only its hash; ' +
    'if it is lost, revoke it and make another.',
  copyFailed: 'Could not copy: select the token and copy it by hand.',
} as const;
