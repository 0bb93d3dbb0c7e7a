// The admin account the e2e server creates. Kept apart from serve.ts, which starts processes
// when imported, so that specs can import the credentials without side effects.
export const E2E_ADMIN = { username: 'curator', password: 'e2e-admin-password-123' };
