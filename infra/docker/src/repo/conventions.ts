import { readRepoFile } from './repo-files';

/**
 * Reads the facts the container topology must agree with from docs/conventions.md, so a change there
 * (a new service, a moved port) fails these tests until docker-compose.yml follows.
 */
const CONVENTIONS = 'docs/conventions.md';

function tableRows(markdown: string, firstCell: RegExp): string[][] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
    .filter((cells) => cells.length > 0 && firstCell.test(cells[0]));
}

function backticked(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
}

/** Folders of the Layout table that run as their own Node process: services/*, the gateway, the Square emulator. */
export function nodeProcessFolders(): string[] {
  const folders = tableRows(readRepoFile(CONVENTIONS), /`/)
    .flatMap((cells) => backticked(cells[0]))
    .map((folder) => folder.replace(/\/$/, ''));
  return folders.filter(
    (folder) =>
      /^services\/[\w-]+$/.test(folder) || folder === 'gateway' || folder === 'infra/square-emulator',
  );
}

/** Default port of each process, keyed by its short name (account, social, …, gateway). */
export function defaultPorts(): Record<string, number> {
  const rows = tableRows(readRepoFile(CONVENTIONS), /^`(PORT|GATEWAY_PORT)`$/);
  const ports: Record<string, number> = {};
  for (const [variable, defaults] of rows) {
    if (variable === '`GATEWAY_PORT`') {
      ports.gateway = Number(defaults);
      continue;
    }
    // "account 3001, social 3002, store 3003, catalog-worker health 3004, square-emulator 3010"
    for (const match of defaults.matchAll(/([a-z][\w-]*)(?: health)? (\d{2,5})/g)) {
      ports[match[1]] = Number(match[2]);
    }
  }
  return ports;
}
