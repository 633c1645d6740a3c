import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../repo/repo-files';

/** Every workspace project with nx tags, from git (so a new project is checked without being listed). */
function taggedProjects(): { file: string; tags: string[] }[] {
  return execFileSync('git', ['ls-files', '*package.json'], { cwd: REPO_ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && file !== 'package.json')
    .map((file) => ({ file, pkg: JSON.parse(readFileSync(path.join(REPO_ROOT, file), 'utf8')) }))
    .filter(({ pkg }) => Array.isArray(pkg.nx?.tags))
    .map(({ file, pkg }) => ({ file, tags: pkg.nx.tags as string[] }));
}

/** ESLint in its own process, as `npm test` lints (its flat config is ESM, which jest's VM cannot load). */
function lintMessages(filePath: string, code: string, ruleId: string): string[] {
  let output: string;
  try {
    output = execFileSync(
      path.join(REPO_ROOT, 'node_modules', '.bin', 'eslint'),
      ['--stdin', '--stdin-filename', filePath, '--format', 'json'],
      { cwd: REPO_ROOT, input: code, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false' } },
    );
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  }
  const [result] = JSON.parse(output) as { messages: { ruleId: string; message: string }[] }[];
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

/** Module boundaries separate browser code from server code. */
describe('platform boundaries', () => {
  it('tags every project with exactly one platform (web, node or any)', () => {
    const projects = taggedProjects();
    expect(projects.length).toBeGreaterThan(20);
    for (const { file, tags } of projects) {
      const platforms = tags.filter((tag) => /^platform:(web|node|any)$/.test(tag));
      expect({ file, platforms: platforms.length }).toEqual({ file, platforms: 1 });
    }
  });

  it('forbids a remote importing a Nest library and a service importing the UI library', () => {
    const boundaryErrors = (filePath: string, code: string) =>
      lintMessages(filePath, code, '@nx/enforce-module-boundaries');
    expect(
      boundaryErrors('mfe-social/src/boundary-probe.ts', "export * from '@petcora/nest-common';\n"),
    ).toEqual([expect.stringMatching(/platform:web/)]);
    expect(
      boundaryErrors('services/social/src/boundary-probe.ts', "export * from '@petcora/ui/button';\n"),
    ).toEqual([expect.stringMatching(/platform:node/)]);
    // Shared contracts are fine on both sides.
    expect(
      boundaryErrors('mfe-social/src/boundary-probe.ts', "export * from '@petcora/contracts';\n"),
    ).toEqual([]);
  }, 60_000);

  it('forbids one front-end feature importing another; shared code lives in src/lib (ADR 0008)', () => {
    const featureErrors = (filePath: string, code: string) =>
      lintMessages(filePath, code, 'petcora-features/no-cross-feature-imports');
    expect(
      featureErrors(
        'mfe-social/src/features/live/components/probe.ts',
        "export { patchPostInCache } from '../../feed/api/create-post';\n",
      ),
    ).toEqual([expect.stringMatching(/features\/live may not import features\/feed/)]);
    expect(
      featureErrors(
        'mfe-social/src/features/live/components/probe.ts',
        "import '../../../lib/post-cache';\n",
      ),
    ).toEqual([]);
    expect(
      featureErrors('mfe-social/src/features/live/components/probe.ts', "import '../hooks/x';\n"),
    ).toEqual([]);
    // Pages compose features.
    expect(
      featureErrors('mfe-social/src/pages/probe.tsx', "import '../features/feed/api/create-post';\n"),
    ).toEqual([]);
  }, 60_000);
});
