// Messages of the second round of hardening (issue 13): shown by the server's answers, and the
// texts of the notices the outbox sends. Kept apart from messages.ts so the storefront's first
// load does not carry them.

export const SECURITY_MESSAGES = {
  /** A password found in the list of common and breached passwords. */
  commonPassword:
    'This password is too common and appears in lists of breached passwords. Please choose a less predictable one.',
  /** Every password-hashing slot and its queue are busy (a storm of sign-ins). */
  busy: 'We are very busy right now. Please try again in a few seconds.',
  /** The shop-wide hourly budget of one-time codes is spent. */
  codeBudgetSpent: 'We cannot send more codes right now. Please try again later.',
  /** A tRPC batch with more calls than allowed. */
  batchTooLarge: 'Too many calls in one request.',
  /** Public reads past the per-client rate. */
  tooManyReads: 'Too many requests. Please slow down and try again in a minute.',
  /** The request took longer than allowed to arrive. */
  requestTimeout: 'The request took too long to arrive.',
} as const;

/** The notice sent to the holder of an email someone tried to register again. */
export const SIGNUP_NOTICE = {
  subject: 'Someone tried to create a Navi Jewels account with your email',
  text: (when: string) =>
    `Someone tried to create a new Navi Jewels account with this email address on ${when}. You already have an ` +
    `account, so no second account was created.\n\n` +
    'If this was you, sign in with your email or phone, or reset your password from the sign-in page. If it was not ' +
    'you, you need not do anything: your account is unchanged.',
} as const;
