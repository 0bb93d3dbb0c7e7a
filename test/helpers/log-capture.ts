// Collects everything the app logs, as the JSON lines pino writes, for assertions about what
// the log may and may not contain. Pass `logger` to createTestApp's `build` option.

export interface CapturedLogs {
  lines: string[];
  logger: { level: string; stream: { write(line: string): void } };
}

export function captureLogs(level = 'trace'): CapturedLogs {
  const lines: string[] = [];
  return { lines, logger: { level, stream: { write: (line: string) => void lines.push(line) } } };
}
