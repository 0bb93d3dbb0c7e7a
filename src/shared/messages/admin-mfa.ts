// The words of two-step sign-in for admin accounts (issue 27): enrolment, the code asked after the
// password, and the refusals. Kept out of messages.ts's first load, like the rest of the back office.

export const ADMIN_MFA_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  codeFormat: 'A code is 6 digits, or a recovery code such as abcde-fghij.',
  codeWrong: 'That code is not correct. Try the current code from your app.',
  challengeExpired: 'This sign-in has expired or had too many tries. Sign in again with your password.',
  setupFirst: 'Start the setup first: ask for a new QR code.',
  alreadyOn: 'Two-step sign-in is already on for this account.',
  setupRequired: 'Turn on two-step sign-in first.',
  enabled: 'Two-step sign-in is on.',
} as const;

/** The dashboard's words for the code step and the enrolment screen. */
export const ADMIN_MFA_COPY = {
  codeTitle: 'Enter your code',
  codeIntro: 'Open your authenticator app and enter the 6-digit code for Navi Jewels. A recovery code works too.',
  codeLabel: 'Code',
  verify: 'Verify',
  verifying: 'Checking…',
  startOver: 'Sign in with a different account',
  useRecovery: 'Use a recovery code instead',
  useApp: 'Use a code from the app instead',
  setupTitle: 'Two-step sign-in',
  setupIntro:
    'Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, ' +
    'Aegis), then enter the 6-digit code it shows.',
  requiredNotice: 'Your account must use two-step sign-in before it can open the dashboard.',
  qrAlt: 'QR code for your authenticator app',
  manualEntry: 'Cannot scan? Enter this key in the app instead:',
  confirmLabel: '6-digit code',
  confirm: 'Turn on two-step sign-in',
  confirming: 'Turning on…',
  loading: 'Preparing your QR code…',
  alreadyOn: 'Two-step sign-in is on for this account.',
  recoveryTitle: 'Save your recovery codes',
  recoveryIntro:
    'Each code signs you in once if you lose your phone. They are shown only now: copy or download them and ' +
    'keep them somewhere safe.',
  copy: 'Copy codes',
  copied: 'Recovery codes copied.',
  download: 'Download as text',
  downloadName: 'navi-jewels-recovery-codes.txt',
  done: 'I have saved them: continue',
  signOut: 'Sign out',
} as const;
