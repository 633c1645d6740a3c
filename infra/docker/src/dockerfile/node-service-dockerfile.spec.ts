import { validate, ValidationSeverity } from 'dockerfile-utils';
import { argumentsOf, parseDockerfile, Stage } from './dockerfile-stages';
import { buildArgsOf, loadCompose } from '../compose/compose-file';
import { readRepoFile, workspaceFolders, workspaceManifest } from '../repo/repo-files';

const DOCKERFILE = 'infra/docker/node-service.Dockerfile';
const content = readRepoFile(DOCKERFILE);
const { globalArgs, stages } = parseDockerfile(content);
const finalStage = stages[stages.length - 1];
const stageNamed = (name: string): Stage => {
  const stage = stages.find((candidate) => candidate.name === name);
  if (!stage) throw new Error(`no stage "${name}"`);
  return stage;
};
/** Every ARG a stage declares (ARG NAME or ARG NAME=default). */
const declaredArgs = (stage: Stage) => argumentsOf(stage, 'ARG').map((text) => text.split('=')[0].trim());

describe('node-service.Dockerfile lint (dockerfile-utils)', () => {
  const strictly = {
    deprecatedMaintainer: ValidationSeverity.ERROR,
    directiveCasing: ValidationSeverity.ERROR,
    emptyContinuationLine: ValidationSeverity.ERROR,
    instructionCasing: ValidationSeverity.ERROR,
    instructionCmdMultiple: ValidationSeverity.ERROR,
    instructionEntrypointMultiple: ValidationSeverity.ERROR,
    instructionHealthcheckMultiple: ValidationSeverity.ERROR,
    instructionJSONInSingleQuotes: ValidationSeverity.ERROR,
    instructionWorkdirRelative: ValidationSeverity.ERROR,
  };

  it('has no problem the linter knows', () => {
    const problems = validate(content, strictly).map(
      (problem) => `line ${problem.range.start.line + 1}: ${problem.message}`,
    );
    expect(problems).toEqual([]);
  });

  it('the linter does catch problems (guards against a silently passing lint)', () => {
    const broken = `${content}\nHEALTHCHECK --intervl=3s CMD true\ncmd ["node"]\n`;
    expect(validate(broken, strictly).map((problem) => problem.message)).toEqual(
      expect.arrayContaining([
        'Unknown flag: intervl',
        'Instructions should be written in uppercase letters',
      ]),
    );
  });
});

describe('node-service.Dockerfile rules', () => {
  it('has the three stages: manifests, build, runtime', () => {
    expect(stages.map((stage) => stage.name)).toEqual(['manifests', 'build', 'runtime']);
  });

  it('pins every base image to Node 20 on Debian bookworm slim, never latest', () => {
    for (const stage of stages) {
      const [image, tag] = stage.baseImage.split(':');
      expect({ stage: stage.name, image }).toEqual({ stage: stage.name, image: 'node' });
      expect({ stage: stage.name, tag }).toEqual({
        stage: stage.name,
        tag: expect.stringMatching(/^20(\.\d+){0,2}-bookworm-slim$/),
      });
    }
    expect(globalArgs.NODE_IMAGE).toMatch(/^node:20/);
  });

  it('copies only from stages defined earlier', () => {
    stages.forEach((stage, index) => {
      for (const copy of argumentsOf(stage, 'COPY')) {
        const from = /--from=(\S+)/.exec(copy)?.[1];
        if (from === undefined) continue;
        expect(stages.slice(0, index).map((earlier) => earlier.name)).toContain(from);
      }
    });
  });

  it('never ADDs (no remote downloads) and installs with npm ci only, never npm install', () => {
    for (const stage of stages) {
      expect(argumentsOf(stage, 'ADD')).toEqual([]);
      for (const run of argumentsOf(stage, 'RUN')) {
        expect(run).not.toMatch(/\bnpm\s+(install|i|add)\b/);
        expect(run).not.toMatch(/\b(curl|wget)\b/);
      }
    }
    expect(argumentsOf(stageNamed('build'), 'RUN').some((run) => /\bnpm ci\b/.test(run))).toBe(true);
  });

  it('copies package-lock.json and .npmrc (legacy-peer-deps) before installing', () => {
    const manifests = argumentsOf(stageNamed('manifests'), 'RUN').join('\n');
    expect(manifests).toMatch(/cp package\.json package-lock\.json \.npmrc \/manifests\//);
    expect(manifests).toMatch(/-name package\.json/);
  });

  it('builds the package and its workspace libraries with nx, daemon and cloud off', () => {
    const build = stageNamed('build');
    expect(argumentsOf(build, 'ENV').join(' ')).toMatch(/NX_DAEMON=false[\s\S]*NX_NO_CLOUD=true/);
    expect(argumentsOf(build, 'RUN')).toContain(
      'npx nx run-many -t build --projects="${BUILD_PROJECTS}" --outputStyle=static',
    );
    expect(argumentsOf(build, 'ARG')).toContain('BUILD_PROJECTS=${PACKAGE}');
  });

  it('collects the dist folder of every workspace that has a build script', () => {
    const collect = argumentsOf(stageNamed('build'), 'RUN').find((run) => run.includes('/out'));
    const loopPatterns =
      /for dir in ([^;]+);/
        .exec(collect ?? '')?.[1]
        .trim()
        .split(/\s+/) ?? [];
    expect(loopPatterns.length).toBeGreaterThan(0);
    const covered = (folder: string) =>
      loopPatterns.some((pattern) =>
        new RegExp(`^${pattern.replace(/\./g, '\\.').replace(/\*/g, '[^/]+')}$`).test(folder),
      );
    const built = workspaceFolders().filter(
      (folder) => workspaceManifest(folder)?.scripts?.build !== undefined,
    );
    expect(built).toEqual(expect.arrayContaining(['gateway', 'shell', 'libs/backend/identity']));
    for (const folder of built)
      expect({ folder, covered: covered(folder) }).toEqual({ folder, covered: true });
  });

  it('takes only the dist folders into the image, never the source maps kept beside them (dist-sourcemaps/)', () => {
    const collect = argumentsOf(stageNamed('build'), 'RUN').find((run) => run.includes('/out')) ?? '';
    const copied = [...collect.matchAll(/cp -R "([^"]+)"/g)].map((match) => match[1]);
    expect(copied).toEqual(['$dir/dist']);
    expect(content).not.toMatch(/dist-sourcemaps|\.map\b/);
    const fromBuild = argumentsOf(finalStage, 'COPY').filter((copy) => copy.includes('--from=build'));
    expect(fromBuild).toEqual(['--from=build /out/ ./']);
  });

  it('installs production dependencies of the one workspace in the runtime stage', () => {
    expect(argumentsOf(finalStage, 'RUN').join('\n')).toMatch(
      /npm ci --omit=dev .*--workspace "\$\{PACKAGE\}" --include-workspace-root=false/,
    );
    expect(argumentsOf(finalStage, 'ENV').join(' ')).toMatch(/NODE_ENV=production/);
  });

  it('runs as the unprivileged node user in the final stage', () => {
    const users = argumentsOf(finalStage, 'USER');
    expect(users.length).toBeGreaterThan(0);
    expect(users[users.length - 1]).toBe('node');
  });

  it('probes /health/live with node (no curl in slim images)', () => {
    const [healthcheck] = argumentsOf(finalStage, 'HEALTHCHECK');
    expect(healthcheck).toMatch(/^--interval=\S+ --timeout=\S+ --start-period=\S+ --retries=\d+/);
    expect(healthcheck).toMatch(/CMD \["node", "-e", ".*\/health\/live.*"\]$/);
    expect(healthcheck).not.toMatch(/curl|wget/);
  });

  it('starts <WORKSPACE>/dist/main.js with node in exec form', () => {
    const workdirs = argumentsOf(finalStage, 'WORKDIR');
    expect(workdirs[workdirs.length - 1]).toBe('/app/${WORKSPACE}');
    expect(argumentsOf(finalStage, 'CMD')).toEqual(['["node", "dist/main.js"]']);
  });

  it('declares every build argument docker-compose.yml passes, and compose passes the required ones', () => {
    const declared = new Set(stages.flatMap(declaredArgs));
    for (const [name, service] of Object.entries(loadCompose().services)) {
      if (service.build === undefined) continue;
      const args = buildArgsOf(service);
      for (const arg of Object.keys(args))
        expect({ name, arg, declared: declared.has(arg) }).toEqual({ name, arg, declared: true });
      for (const required of ['WORKSPACE', 'PACKAGE', 'PORT'])
        expect({ name, required, given: required in args }).toEqual({ name, required, given: true });
    }
  });
});
