export interface SecretFinding {
  line: number;
  kind: string;
  excerpt: string;
}
export function scanText(text: string): SecretFinding[];
export function scanFiles(root: string, files: string[]): Array<SecretFinding & { file: string }>;
export function trackedFiles(root: string): string[];
export const SCRIPT_PATH: string;
