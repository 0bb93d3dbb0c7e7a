/**
 * The message after a failed auth call: the specification's line, followed by the server's reason
 * when it gave one that says more (for example 'That OTP has expired…').
 */
export function withReason(specMessage: string, serverMessage: string | undefined): string {
  const reason = serverMessage?.trim();
  if (!reason || reason === specMessage) return specMessage;
  return `${specMessage} ${reason}`;
}
