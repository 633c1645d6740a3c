import { Body, Controller, type INestApplication, Post, UseInterceptors } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { LocalFolderStorage } from './storage/local-folder-storage';
import type { StoredMedia } from './stored-media';
import { createFastifyAdapter } from '@petcora/nest-common';
import { phoneJpeg } from '@petcora/testing';
import * as media from './testing/media-fixtures';
import { UploadedMedia, UploadedMediaList } from './uploaded-media.decorator';
import { IMAGES_ONLY } from './upload-rules';
import { UploadsInterceptor } from './uploads.interceptor';

const FOLDER = Symbol('FOLDER');
const PostImages = UploadsInterceptor({
  inject: [FOLDER],
  useFactory: (directory: string) => ({
    storage: new LocalFolderStorage(directory),
    fields: [{ name: 'images', accept: IMAGES_ONLY, maxMegabytes: 1, maxFiles: 4 }],
  }),
});

@Controller()
class PostsController {
  @Post('posts')
  @UseInterceptors(PostImages)
  create(@Body() body: Record<string, string>, @UploadedMediaList('images') images: StoredMedia[]) {
    return { text: body.text, images: images.flatMap((image) => image.files) };
  }

  @Post('failing')
  @UseInterceptors(PostImages)
  failing(@UploadedMedia('images') image: StoredMedia | undefined): never {
    throw new Error(`the database is down (after storing ${image?.fileName})`);
  }
}

describe('UploadsInterceptor', () => {
  let app: INestApplication;
  let directory: string;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'uploads-interceptor-'));
    const moduleRef = await Test.createTestingModule({
      controllers: [PostsController],
      providers: [{ provide: FOLDER, useValue: directory }],
    }).compile();
    app = moduleRef.createNestApplication(createFastifyAdapter(), { logger: false });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(async () => {
    await app?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('hands the handler the text fields and the stored files', async () => {
    const res = await request(app.getHttpServer())
      .post('/posts')
      .field('text', 'two pictures')
      .attach('images', media.PNG, 'a.png')
      .attach('images', phoneJpeg(800, 600), 'b.jpg');
    expect(res.status).toBe(201);
    expect(res.body.images).toHaveLength(3); // 1×1, and 320, 600 wide
    expect(res.body.text).toBe('two pictures');
    expect((await readdir(directory)).sort()).toEqual([...res.body.images].sort());
  });

  it('removes the stored files when the handler fails', async () => {
    const before = await readdir(directory);
    const res = await request(app.getHttpServer())
      .post('/failing')
      .attach('images', phoneJpeg(800, 600), 'a.jpg');
    expect(res.status).toBe(500);
    expect(await readdir(directory)).toEqual(before);
  });

  it('lets a JSON body through untouched', async () => {
    const res = await request(app.getHttpServer()).post('/posts').send({ text: 'no pictures' });
    expect(res.body).toEqual({ text: 'no pictures', images: [] });
  });
});
