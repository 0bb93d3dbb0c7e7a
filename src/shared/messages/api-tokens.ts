// API tokens for integrations (issue 27): what owners read when they make, list and revoke them.
export const API_TOKEN_MESSAGES = {
  nameRequired: 'Give the token a name (1 to 64 characters) that says what uses it.',
  roleInvalid: 'Choose a role: owner or staff.',
  notFound: 'There is no such token.',
  revoked: 'Token revoked.',
  notForTokens: 'An API token cannot do that; sign in as yourself.',
} as const;
