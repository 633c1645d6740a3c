import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HEALTH_PATHS } from './manifest-rules';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const source = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

/** The probes' paths are only as good as the routes behind them: each process's health routes, in its source. */
describe('the health paths the probes use', () => {
  it('are /health/live and /health/ready', () => {
    expect(HEALTH_PATHS).toEqual(['/health/live', '/health/ready']);
  });

  it('are served by the gateway, the worker and the Square emulator', () => {
    for (const healthPath of HEALTH_PATHS) {
      expect(source('gateway/src/health/health.ts')).toContain(`'${healthPath}'`);
      expect(source('services/catalog-worker/src/health/health-server.ts')).toContain(`'${healthPath}'`);
    }
    expect(source('infra/square-emulator/src/app.ts')).toContain("'/health/live'");
  });

  it('are served by every Nest service through the shared HealthController, which each imports', () => {
    const controller = source('libs/backend/nest-common/src/health/health.controller.ts');
    expect(controller).toContain("@Controller('health')");
    expect(controller).toContain("@Get('live')");
    expect(controller).toContain("@Get('ready')");
    // Imported by the app module itself or by the service's own src/health module (which adds readiness checks).
    for (const service of ['account', 'social', 'store']) {
      const healthFolder = `services/${service}/src/health`;
      const healthFiles = existsSync(path.join(REPO_ROOT, healthFolder))
        ? readdirSync(path.join(REPO_ROOT, healthFolder)).map((file) => `${healthFolder}/${file}`)
        : [];
      const modules = [`services/${service}/src/app.module.ts`, ...healthFiles].map(source).join('\n');
      expect({ service, importsHealthModule: /import \{[^}]*\bHealthModule\b/.test(modules) }).toEqual({
        service,
        importsHealthModule: true,
      });
    }
  });
});
