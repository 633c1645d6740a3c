import { INestApplication, Logger, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AllExceptionsFilter } from '../errors/all-exceptions.filter';

/** The behaviour every service shares: strict DTO validation, JSON errors, graceful shutdown. Tests call it too. */
export function configureApp(app: INestApplication): INestApplication {
  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      stopAtFirstError: true,
    }),
  );
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();
  return app;
}

export interface ServiceBootstrapOptions {
  name: string;
  defaultPort: number;
}

export async function bootstrapService(
  appModule: unknown,
  options: ServiceBootstrapOptions,
): Promise<INestApplication> {
  const logger = new Logger(options.name);
  const app = await NestFactory.create(appModule as never, { bufferLogs: false });
  configureApp(app);
  const port = Number(process.env.PORT ?? options.defaultPort);
  await app.listen(port, process.env.HOST ?? '127.0.0.1');
  logger.log(`${options.name} listening on http://127.0.0.1:${port}`);
  return app;
}
