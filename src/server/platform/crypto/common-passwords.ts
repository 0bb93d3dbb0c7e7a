import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '@shared/errors';
import { SECURITY_MESSAGES } from '@shared/messages/security';

// Common and breached passwords are refused: the 49,000 most common passwords of
// @zxcvbn-ts/language-common (a maintained list, from breach corpora), already a dependency and
// shipped with the server (no download). Compared lower-cased, so `Password` is `password`.
// Only the list is used, not zxcvbn's scoring: the rule is "not a known password", plain to
// explain to a shopper, and it costs one Set lookup.

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

export function assertNotCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new AppError('BAD_INPUT', SECURITY_MESSAGES.commonPassword);
}

/** How many passwords the list holds (documented and tested). */
export function commonPasswordCount(): number {
  return commonPasswords().size;
}
