import { request as httpRequest, type ClientRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CRAFTED_ASF_BYTES,
  PNG_BYTES,
  signUpMember,
  storedFiles,
  type TestMember,
  userRow,
} from '../testing/account-fixtures';
import { useAccountTestContext } from '../testing/account-test-app';

/** Uploads that once froze the service, and uploads that stop or overrun halfway. */
describe('hostile photo uploads', () => {
  let member: TestMember;
  let baseUrl: string;

  const ctx = useAccountTestContext('account_hostile_uploads', { extra: { UPLOAD_MAX_MB: '1' } });

  beforeAll(async () => {
    member = await signUpMember(ctx, 'hostile');
    const server = ctx.app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  let filesBefore: string[];
  let rowBefore: Record<string, unknown>;
  beforeEach(async () => {
    filesBefore = await storedFiles(ctx);
    rowBefore = await userRow(ctx, member.id);
  });
  afterEach(async () => {
    // No final file and no temporary (.partial) file is left, and the picture did not change.
    expect(await storedFiles(ctx)).toEqual(filesBefore);
    expect((await userRow(ctx, member.id)).profile_image_url).toBe(rowBefore.profile_image_url);
  });

  it('refuses the crafted ASF file with 400 while the service keeps answering others within 1 s', async () => {
    const upload = ctx
      .http()
      .post('/api/users/profile-photo')
      .set(member.headers)
      .attach('profilePhoto', CRAFTED_ASF_BYTES, { filename: 'me.jpg', contentType: 'image/jpeg' });
    const started = Date.now();
    const health = ctx.http().get('/health/live');
    const [uploaded, live] = await Promise.all([upload, health]);
    expect(live.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(uploaded.status).toBe(400);
    expect(uploaded.body).toEqual({ message: 'Please select an image file' });
  });

  it('answers 413 as soon as the limit is passed, before the client has sent the rest', async () => {
    const { req, response } = startMultipartUpload(20 * 1024 * 1024);
    req.write(PNG_BYTES);
    for (let sent = 0; sent < 1.5 * 1024 * 1024; sent += 64 * 1024) req.write(Buffer.alloc(64 * 1024));
    const res = await response; // the body is still open: 20 MB declared, 1.5 MB sent
    expect(res.statusCode).toBe(413);
    expect(JSON.parse(await readBody(res))).toEqual({ message: 'Please select a file smaller than 1MB' });
    req.destroy();
    await waitForFiles((files) => files.length === filesBefore.length);
  });

  it('removes the partial file of a client that goes away mid-upload', async () => {
    const { req } = startMultipartUpload(10 * 1024 * 1024);
    req.write(Buffer.concat([PNG_BYTES, Buffer.alloc(256 * 1024)]));
    await waitForFiles((files) => files.some((name) => name.endsWith('.partial')));
    req.destroy();
    await waitForFiles((files) => files.length === filesBefore.length);
  });

  /** A raw multipart request (supertest cannot stop halfway), opened up to the start of the file's bytes. */
  function startMultipartUpload(declaredBytes: number): {
    req: ClientRequest;
    response: Promise<IncomingMessage>;
  } {
    const boundary = 'HOSTILEUPLOAD';
    const req = httpRequest(`${baseUrl}/api/users/profile-photo`, {
      method: 'POST',
      headers: {
        ...member.headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': declaredBytes,
      },
    });
    req.on('error', () => undefined); // the test destroys it
    const response = new Promise<IncomingMessage>((resolve) => req.once('response', resolve));
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="profilePhoto"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    return { req, response };
  }

  async function waitForFiles(condition: (files: string[]) => boolean): Promise<void> {
    for (let attempt = 0; attempt < 300; attempt += 1) {
      if (condition(await storedFiles(ctx))) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`upload folder never settled: ${JSON.stringify(await storedFiles(ctx))}`);
  }
});

function readBody(res: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => resolve(Buffer.concat(chunks).toString()));
    res.on('error', reject);
  });
}
