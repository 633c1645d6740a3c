import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The ~49 000 most common passwords of zxcvbn-ts's maintained list (leaked-password corpora). Checked on the server
 * only, so the list never ships to the browser; built once, on first use.
 */
let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return commonPasswords.has(password.trim().toLowerCase());
}
