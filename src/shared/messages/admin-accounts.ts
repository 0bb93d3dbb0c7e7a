// The words of admin accounts (issue 27): the owner's accounts screen, the temporary password
// and its change. Kept out of messages.ts's first load, like the rest of the back office.

export const ADMIN_ACCOUNT_MESSAGES = {
  usernameRequired: 'Enter a username.',
  usernameFormat: 'A username is 3 to 64 letters, digits, dots, dashes or underscores.',
  roleInvalid: 'Choose a role: owner or staff.',
  showroomInvalid: 'Choose a showroom: Nerul or Kharghar, or none.',
  disabledInvalid: 'disabled must be true or false.',
  nothingToChange: 'Say what to change: role, showroom or disabled.',
  duplicate: 'An admin with this username already exists.',
  notFound: 'Admin account not found.',
  lastOwner: 'The last enabled owner cannot be disabled or made staff.',
  mustChangePassword: 'Change your temporary password first.',
  currentPasswordRequired: 'Enter your current password.',
  currentPasswordWrong: 'Your current password is not correct.',
  newPasswordTooShort: 'The new password must be at least 12 characters.',
  newPasswordTooLong: 'The new password must be at most 256 characters.',
  newPasswordSame: 'Choose a new password, not the one you have now.',
  passwordChanged: 'Your password has been changed.',
} as const;
