import { isIgnored, parseDockerignore } from './dockerignore';
import { readRepoFile } from '../repo/repo-files';

const patterns = parseDockerignore(readRepoFile('.dockerignore'));

describe('.dockerignore', () => {
  it.each([
    'node_modules/express/index.js',
    'services/account/node_modules/x/index.js',
    'gateway/dist/main.js',
    'libs/backend/identity/dist/index.js',
    'shell/dist/index.html',
    'shell/dist-sourcemaps/main.0123456789.js.map',
    'mfe-social/dist-sourcemaps/1.0.0-abc/remoteEntry.js.map',
    '.git/HEAD',
    '.data/postgres/PG_VERSION',
    '.nx/cache/run.json',
    'e2e/test-results/trace.zip',
    'e2e/playwright-report/index.html',
    'coverage/lcov.info',
    '.env',
    'npm-debug.log',
  ])('keeps %s out of the build context', (filePath) => {
    expect(isIgnored(filePath, patterns)).toBe(true);
  });

  it.each([
    'package.json',
    'package-lock.json',
    '.npmrc',
    'nx.json',
    'tsconfig.base.json',
    'tsconfig.node.json',
    'libs/tsconfig.lib.node.json',
    'libs/backend/identity/package.json',
    'libs/backend/identity/src/index.ts',
    'services/account/src/main.ts',
    'gateway/tsconfig.build.json',
    'shell/public/assets/demo/avatar-cora.svg',
    'infra/docker/node-service.Dockerfile',
    '.env.example',
  ])('sends %s, which the image build needs', (filePath) => {
    expect(isIgnored(filePath, patterns)).toBe(false);
  });

  it('matches like Docker: root-anchored, * within a segment, ** across, ! re-includes', () => {
    expect(isIgnored('a/node_modules', ['node_modules'])).toBe(false);
    expect(isIgnored('a/b/node_modules/c', ['**/node_modules'])).toBe(true);
    expect(isIgnored('a/b.log', ['*.log'])).toBe(false);
    expect(isIgnored('.env.example', ['.env.*', '!.env.example'])).toBe(false);
    expect(isIgnored('.env.local', ['.env.*', '!.env.example'])).toBe(true);
  });
});
