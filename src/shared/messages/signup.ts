// Sign-up's words beyond the specification's: each empty field named under it, a name that has
// letters, the codes sent again. Used by the sign-up schema and form, never by the first load
// (messages.ts travels whole with it).

export const SIGNUP_MESSAGES = {
  fullnameRequired: 'Enter your full name.',
  fullnameNeedsLetters: 'Enter your name in letters.',
  phoneRequired: 'Enter your mobile number.',
  emailRequired: 'Enter your email address.',
  passwordRequired: 'Choose a password.',
  confirmPasswordRequired: 'Enter the password again.',
  emailOtpRequired: 'Enter the code sent to your email.',
  phoneOtpRequired: 'Enter the code sent to your phone.',
  /** After a failed verification: never which code, the server does not say (issue 24, finding 2). */
  codesDidNotMatch: 'The codes did not match. Check both codes, or send them again.',
  resend: 'Send the codes again',
  /** While the once-a-minute rule holds: the button's name counts down. */
  resendIn: (seconds: number) =>
    `Send the codes again in ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
  resending: 'Sending new codes…',
  resent: 'New codes sent to your email and phone. The earlier codes no longer work.',
} as const;
