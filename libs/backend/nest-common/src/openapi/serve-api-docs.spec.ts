import { createFastifyAdapter } from '../bootstrap/fastify-platform';
import { Body, Controller, Get, type INestApplication, Module, Post, Query } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import request from 'supertest';
import type { MessageResponse } from '@petcora/contracts';
import { configureApp } from '../bootstrap/configure-app';
import { ApiContract } from './api-contract.decorator';
import { buildApiDocument } from './api-document';
import { CONTRACT_SCHEMAS, type ContractTypeName } from './contract-schemas.generated';
import { apiDocsEnabled, serveApiDocs } from './serve-api-docs';

class GreetingDto {
  @IsString()
  @MaxLength(20)
  name!: string;

  @IsOptional()
  @IsString()
  note?: string;
}

class GreetingQuery {
  @IsOptional()
  @IsString()
  @MaxLength(30)
  language?: string;
}

@Controller('api/greetings')
class GreetingsController {
  @Get()
  @ApiContract('MessageResponse')
  sample(@Query() query: GreetingQuery): MessageResponse {
    return { message: `Hello in ${query.language ?? 'English'}` };
  }

  @Post()
  @ApiContract('MessageResponse', { body: GreetingDto })
  greet(@Body() body: GreetingDto): MessageResponse {
    return { message: `Hello ${body.name}` };
  }
}

@Controller('api/typos')
class TypoController {
  @Post()
  // tsc refuses the misspelt name (ContractTypeName); the cast stands for a name that got past it.
  @ApiContract('MesageResponse' as ContractTypeName)
  typo(): MessageResponse {
    return { message: 'never documented' };
  }
}

@Module({ controllers: [GreetingsController] })
class GreetingsModule {}

@Module({ controllers: [TypoController] })
class TypoModule {}

async function startApp(module: unknown, env: NodeJS.ProcessEnv): Promise<INestApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [module as never] }).compile();
  const app = configureApp(moduleRef.createNestApplication(createFastifyAdapter(), { logger: false }));
  serveApiDocs(app, 'greetings', env);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

describe('apiDocsEnabled', () => {
  it('serves for developers, not in production unless OPENAPI_ENABLED=true, and refuses anything else', () => {
    expect(apiDocsEnabled({ NODE_ENV: 'development' })).toBe(true);
    expect(apiDocsEnabled({ NODE_ENV: 'test' })).toBe(true);
    // Unset or any other value runs as production.
    expect(apiDocsEnabled({})).toBe(false);
    expect(apiDocsEnabled({ NODE_ENV: 'staging' })).toBe(false);
    expect(apiDocsEnabled({ NODE_ENV: 'development', OPENAPI_ENABLED: 'false' })).toBe(false);
    expect(apiDocsEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(apiDocsEnabled({ NODE_ENV: 'production', OPENAPI_ENABLED: '' })).toBe(false);
    expect(apiDocsEnabled({ NODE_ENV: 'production', OPENAPI_ENABLED: 'true' })).toBe(true);
    for (const flag of ['yes', '1', 'TRUE', 'true ']) {
      expect(() => apiDocsEnabled({ NODE_ENV: 'production', OPENAPI_ENABLED: flag })).toThrow(
        /OPENAPI_ENABLED must be "true" or "false"/,
      );
    }
  });
});

describe('serveApiDocs on a real Nest app', () => {
  let app: INestApplication | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('serves the document and the Swagger UI page for developers', async () => {
    app = await startApp(GreetingsModule, { NODE_ENV: 'development' });
    const json = await request(app.getHttpServer()).get('/api/docs/greetings/openapi.json').expect(200);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    const document = json.body;
    expect(document.openapi).toBe('3.1.0');
    const operation = document.paths['/api/greetings'].post;
    expect(operation.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/GreetingDto',
    });
    expect(document.components.schemas.GreetingDto).toMatchObject({
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string', maxLength: 20 }, note: { type: 'string' } },
    });
    // POST answers 201 unless @HttpCode says otherwise; the answer is the contract's own schema.
    expect(operation.responses['201'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/MessageResponse',
    });
    expect(document.components.schemas.MessageResponse).toEqual(CONTRACT_SCHEMAS.MessageResponse);
    expect(document.components.schemas.ApiError).toEqual(CONTRACT_SCHEMAS.ApiError);
    // A whole-query DTO becomes one query parameter per property, with its rules.
    expect(document.paths['/api/greetings'].get.parameters).toEqual([
      { name: 'language', in: 'query', required: false, schema: { type: 'string', maxLength: 30 } },
    ]);

    const page = await request(app.getHttpServer()).get('/api/docs/greetings').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('swagger-ui');
    const script = await request(app.getHttpServer())
      .get('/api/docs/greetings/swagger-ui-bundle.js')
      .expect(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
  });

  it('mounts nothing in production by default: the paths answer a JSON 404 like any unknown path', async () => {
    app = await startApp(GreetingsModule, { NODE_ENV: 'production' });
    for (const path of ['/api/docs/greetings', '/api/docs/greetings/openapi.json']) {
      const answer = await request(app.getHttpServer()).get(path).expect(404);
      expect(answer.body).toEqual({ message: expect.any(String) });
    }
  });

  it('serves in production when OPENAPI_ENABLED=true', async () => {
    app = await startApp(GreetingsModule, { NODE_ENV: 'production', OPENAPI_ENABLED: 'true' });
    await request(app.getHttpServer()).get('/api/docs/greetings/openapi.json').expect(200);
  });

  it('refuses to start on an answer type that @petcora/contracts does not have', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [TypoModule] }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    expect(() => buildApiDocument(app!, 'typos')).toThrow(
      'OpenAPI: MesageResponse is neither a type of @petcora/contracts nor a class-validator DTO',
    );
  });
});
