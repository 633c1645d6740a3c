import {
  Body,
  type CanActivate,
  Controller,
  Delete,
  Get,
  type INestApplication,
  Injectable,
  Module,
  Param,
  ParseUUIDPipe,
  Post,
  UseGuards,
} from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { IsString, MaxLength } from 'class-validator';
import type { MessageResponse } from '@petcora/contracts';
import { formatLintProblems, redoclyRecommendedProblems } from '@petcora/testing';
import { AdminGuard, IdentityGuard, OptionalIdentityGuard } from '../identity/identity.guards';
import { IdentityStrategy } from '../identity/identity.strategy';
import { ApiContract } from './api-contract.decorator';
import { buildApiDocument, summaryOfHandler } from './api-document';

class NoteDto {
  @IsString()
  @MaxLength(40)
  text!: string;
}

/** An identity guard of a feature's own: its parent says who may call. */
@Injectable()
class ModeratorGuard extends AdminGuard {}

/** A guard the document cannot read. */
@Injectable()
class OpeningHoursGuard implements CanActivate {
  canActivate(): boolean {
    return true;
  }
}

@Controller('api/notes')
class NotesController {
  @Get()
  @ApiContract('MessageResponse', { summary: 'Read the notice board' })
  board(): MessageResponse {
    return { message: 'board' };
  }

  @Get('mine')
  @UseGuards(OptionalIdentityGuard)
  @ApiContract('MessageResponse')
  listMyNotes(): MessageResponse {
    return { message: 'mine' };
  }

  @Post()
  @UseGuards(IdentityGuard)
  @ApiContract('MessageResponse', { body: NoteDto, errors: [409] })
  write(@Body() note: NoteDto): MessageResponse {
    return { message: note.text };
  }

  @Delete(':noteId')
  @UseGuards(ModeratorGuard)
  @ApiContract('MessageResponse')
  remove(@Param('noteId', new ParseUUIDPipe()) noteId: string): MessageResponse {
    return { message: noteId };
  }

  @Get(['by/:author', 'written-by/:author'])
  @ApiContract('MessageResponse')
  byAuthor(@Param('author', { transform: (value: string) => value.trim() }) author: string): MessageResponse {
    return { message: author };
  }
}

@Controller('api/opening-hours')
class OpeningHoursController {
  @Get()
  @UseGuards(OpeningHoursGuard)
  @ApiContract('MessageResponse')
  hours(): MessageResponse {
    return { message: 'open' };
  }
}

@Controller('api/declared-hours')
class DeclaredHoursController {
  @Get()
  @UseGuards(OpeningHoursGuard)
  @ApiContract('MessageResponse', { access: 'signed-in' })
  hours(): MessageResponse {
    return { message: 'open' };
  }
}

// The document reads the guards' classes, never calls them: a strategy that verifies nothing will do.
const identityStrategy = { provide: IdentityStrategy, useValue: {} };

@Module({ controllers: [NotesController, DeclaredHoursController], providers: [identityStrategy] })
class NotesModule {}

@Module({ controllers: [OpeningHoursController] })
class OpeningHoursModule {}

async function appOf(module: unknown): Promise<INestApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [module as never] }).compile();
  return moduleRef.createNestApplication({ logger: false });
}

type Operation = {
  operationId: string;
  summary: string;
  security: object[];
  responses: Record<string, unknown>;
  parameters?: object[];
};

describe('buildApiDocument', () => {
  let app: INestApplication;
  let paths: Record<string, Record<string, Operation>>;
  let document: ReturnType<typeof buildApiDocument>;

  beforeAll(async () => {
    app = await appOf(NotesModule);
    document = buildApiDocument(app, 'notes');
    paths = document.paths as unknown as typeof paths;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("passes redocly's recommended rules with no error and no warning", () => {
    expect(formatLintProblems(redoclyRecommendedProblems(document))).toEqual([]);
  });

  it('serves from the gateway, declares the session cookie and the identity token, and names its licence', () => {
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    expect(document.components?.securitySchemes).toEqual({
      sessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'petcora.sid' }),
      identityToken: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-petcora-identity' }),
    });
    expect(document.info.license).toEqual({ name: expect.any(String), identifier: 'LicenseRef-Proprietary' });
  });

  it('summarises each operation as its handler says, or from the handler name', () => {
    expect(paths['/api/notes']!.get!.summary).toBe('Read the notice board');
    expect(paths['/api/notes/mine']!.get!.summary).toBe('List my notes (notes)');
    expect(summaryOfHandler('PostsController.addToThread')).toBe('Add to thread (posts)');
  });

  it('reads who may call from the guards: public, optional, signed-in, admin (subclasses too)', () => {
    const credentials = [{ sessionCookie: [] }, { identityToken: [] }];
    expect(paths['/api/notes']!.get!.security).toEqual([]);
    expect(paths['/api/notes/mine']!.get!.security).toEqual([{}, ...credentials]);
    expect(paths['/api/notes']!.post!.security).toEqual(credentials);
    expect(paths['/api/notes/{noteId}']!.delete!.security).toEqual(credentials);
  });

  it('lists the { message } refusals each route can give', () => {
    const statuses = (operation: Operation) => Object.keys(operation.responses);
    // Public GET without input: only the gateway's rate limit.
    expect(statuses(paths['/api/notes']!.get!)).toEqual(['200', '429', 'default']);
    // A body (400, 413), signed in (401), a state-changing method (403 CSRF), the handler's own 409.
    expect(statuses(paths['/api/notes']!.post!)).toEqual([
      '201',
      '400',
      '401',
      '403',
      '409',
      '413',
      '429',
      'default',
    ]);
    // A piped id (400), an admin guard's subclass (401, 403), an id in the path (404).
    expect(statuses(paths['/api/notes/{noteId}']!.delete!)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '429',
      'default',
    ]);
    expect(paths['/api/notes']!.post!.responses['409']).toEqual({
      description: expect.any(String),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    });
  });

  it('declares every path parameter, also one read through a pipe of its own', () => {
    expect(paths['/api/notes/by/{author}']!.get!.parameters).toEqual([
      { name: 'author', in: 'path', required: true, schema: { type: 'string' } },
    ]);
  });

  it('gives every operation its own operationId, aliases of one handler included', () => {
    expect(paths['/api/notes/by/{author}']!.get!).toMatchObject({ operationId: 'NotesController_byAuthor' });
    expect(paths['/api/notes/written-by/{author}']!.get!).toMatchObject({
      operationId: 'NotesController_byAuthor_2',
    });
  });

  it('takes the declared access of a handler whose guard it cannot read', () => {
    expect(paths['/api/declared-hours']!.get!.security).toEqual([{ sessionCookie: [] }]);
  });

  it('refuses a guard it cannot read, saying what to declare', async () => {
    const unreadable = await appOf(OpeningHoursModule);
    expect(() => buildApiDocument(unreadable, 'hours')).toThrow(
      "OpenAPI: OpeningHoursController.hours is guarded by OpeningHoursGuard, which the document cannot read; say who may call it with @ApiContract(…, { access: 'public' | 'optional' | 'signed-in' | 'admin' })",
    );
    // Serving docs at start never stops the service over it: the route is taken as needing a signed-in caller.
    const served = buildApiDocument(unreadable, 'hours', { unreadableGuards: 'assume-signed-in' });
    expect(Object.keys(served.paths['/api/opening-hours']!.get!.responses)).toContain('401');
    await unreadable.close();
  });
});
