import { randomUUID } from 'node:crypto';
import { PET_MESSAGES } from '@petcora/validation';
import sharp from 'sharp';
import { MediaSweeper } from '../media/media-sweep';
import { auth, insertPost, useSocialApp } from '../testing/social-test-app';

describe('pets', () => {
  const s = useSocialApp('pets', { owner: {}, other: {}, full: {}, racer: {} });

  const petCount = async (ownerId: string) =>
    Number((await s.t.db.query(`SELECT count(*) AS n FROM social.pets WHERE owner_id = $1`, [ownerId]))[0].n);

  /** An upload row as POST /api/posts/media leaves it; returns its URL. */
  const upload = async (userId: string, kind: 'image' | 'video' = 'image') => {
    const fileName = `${randomUUID().replace(/-/g, '')}.${kind === 'image' ? 'png' : 'mp4'}`;
    await s.t.db.query(
      `INSERT INTO social.media_uploads (user_id, file_name, kind, bytes, files)
       VALUES ($1, $2, $3, 100, ARRAY[$2::text])`,
      [userId, fileName, kind],
    );
    return `/media/social/${fileName}`;
  };

  const addPet = (claims: typeof s.owner.claims, body: object) =>
    s.t.http().post('/api/users/me/pets').set(auth(claims)).send(body);

  it('adds, lists, edits and removes a pet, and shows it on the profile', async () => {
    const photoUrl = await upload(s.owner.id);
    const created = await addPet(s.owner.claims, {
      name: '  Miso ',
      species: 'cat',
      breed: 'Tabby',
      ageYears: 3,
      photoUrl,
      bio: 'Naps in the sun',
    }).expect(201);
    expect(created.body).toMatchObject({
      ownerId: s.owner.id,
      ownerUsername: s.owner.username,
      name: 'Miso',
      species: 'cat',
      breed: 'Tabby',
      birthday: null,
      ageYears: 3,
      photoUrl,
      bio: 'Naps in the sun',
    });
    const petId: string = created.body.id;
    const [claimed] = await s.t.db.query(`SELECT pet_id FROM social.media_uploads WHERE pet_id = $1`, [
      petId,
    ]);
    expect(claimed).toBeDefined();

    const mine = await s.t.http().get('/api/users/me/pets').set(auth(s.owner.claims)).expect(200);
    expect(mine.body.pets.map((p: { id: string }) => p.id)).toEqual([petId]);
    const visitorView = await s.t.http().get(`/api/users/${s.owner.username.toUpperCase()}/pets`).expect(200);
    expect(visitorView.body).toEqual(mine.body);
    const page = await s.t.http().get(`/api/users/${s.owner.username}/pets/${petId}`).expect(200);
    expect(page.body).toEqual(created.body);

    // A birthday replaces the age; the age is then counted from it.
    const birthday = `${new Date().getUTCFullYear() - 5}-01-01`;
    const edited = await s.t
      .http()
      .patch(`/api/users/me/pets/${petId}`)
      .set(auth(s.owner.claims))
      .send({ birthday, breed: null, photoUrl: null })
      .expect(200);
    expect(edited.body).toMatchObject({ name: 'Miso', birthday, ageYears: 5, breed: null, photoUrl: null });
    const released = await s.t.db.query(`SELECT 1 FROM social.media_uploads WHERE pet_id = $1`, [petId]);
    expect(released).toHaveLength(0);

    const removed = await s.t
      .http()
      .delete(`/api/users/me/pets/${petId}`)
      .set(auth(s.owner.claims))
      .expect(200);
    expect(removed.body).toEqual({ pets: [] });
    expect(await petCount(s.owner.id)).toBe(0);
    await s.t.http().get(`/api/users/${s.owner.username}/pets/${petId}`).expect(404);
  });

  it('answers 401 to visitors on every /me route', async () => {
    const id = randomUUID();
    await s.t.http().get('/api/users/me/pets').expect(401);
    await s.t.http().post('/api/users/me/pets').send({ name: 'Rex', species: 'dog' }).expect(401);
    await s.t.http().patch(`/api/users/me/pets/${id}`).send({ name: 'Rex' }).expect(401);
    await s.t.http().delete(`/api/users/me/pets/${id}`).expect(401);
  });

  it("keeps others' pets out of reach: 404 to edit, remove or read under another name", async () => {
    const created = await addPet(s.other.claims, { name: 'Bolt', species: 'dog' }).expect(201);
    const petId: string = created.body.id;
    const edit = await s.t
      .http()
      .patch(`/api/users/me/pets/${petId}`)
      .set(auth(s.owner.claims))
      .send({ name: 'Mine now' })
      .expect(404);
    expect(edit.body.message).toBe(PET_MESSAGES.notFound);
    await s.t.http().delete(`/api/users/me/pets/${petId}`).set(auth(s.owner.claims)).expect(404);
    await s.t.http().get(`/api/users/${s.owner.username}/pets/${petId}`).expect(404);
    await s.t.http().get(`/api/users/${s.other.username}/pets/not-a-uuid`).expect(404);
    const [row] = await s.t.db.query(`SELECT name FROM social.pets WHERE id = $1`, [petId]);
    expect(row.name).toBe('Bolt');
  });

  it("answers 404 'Profile not found' for an unknown member", async () => {
    const res = await s.t.http().get('/api/users/nobody_here_at_all/pets').expect(404);
    expect(res.body.message).toBe('Profile not found');
  });

  it.each([
    [{ species: 'cat' }, PET_MESSAGES.nameRequired],
    [{ name: '   ', species: 'cat' }, PET_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(41), species: 'cat' }, PET_MESSAGES.nameMax],
    [{ name: 'Rex' }, PET_MESSAGES.species],
    [{ name: 'Rex', species: 'Cat' }, PET_MESSAGES.species],
    [{ name: 'Rex', species: 'dragon' }, PET_MESSAGES.species],
    [{ name: 'Rex', species: 'dog', breed: 'b'.repeat(61) }, PET_MESSAGES.breedMax],
    [{ name: 'Rex', species: 'dog', bio: 'b'.repeat(301) }, PET_MESSAGES.bioMax],
    [{ name: 'Rex', species: 'dog', ageYears: 41 }, PET_MESSAGES.age],
    [{ name: 'Rex', species: 'dog', ageYears: -1 }, PET_MESSAGES.age],
    [{ name: 'Rex', species: 'dog', ageYears: 2.5 }, PET_MESSAGES.age],
    [{ name: 'Rex', species: 'dog', birthday: '2999-01-01' }, PET_MESSAGES.birthday],
    [{ name: 'Rex', species: 'dog', birthday: '2020-02-30' }, PET_MESSAGES.birthday],
    [{ name: 'Rex', species: 'dog', birthday: '2020-01-01', ageYears: 2 }, PET_MESSAGES.birthdayOrAge],
    [{ name: 'Rex', species: 'dog', photoUrl: '/api/logout' }, PET_MESSAGES.photo],
    [{ name: 'Rex', species: 'dog', photoUrl: 'https://example.com/rex.png' }, PET_MESSAGES.photo],
    [{ name: 'Rex', species: 'dog', photoUrl: '/media/social/unknownfile.png' }, PET_MESSAGES.photo],
  ])('rejects %j with its message and writes nothing', async (body, message) => {
    const res = await addPet(s.owner.claims, body).expect(400);
    expect(res.body.message).toEqual(expect.stringContaining(message));
    expect(await petCount(s.owner.id)).toBe(0);
  });

  it("rejects a photo that is someone else's, a video, or already on a post", async () => {
    const onPost = await upload(s.owner.id);
    const postId = await insertPost(s.t.db, s.owner.id);
    await s.t.db.query(`UPDATE social.media_uploads SET post_id = $1 WHERE file_name = $2`, [
      postId,
      onPost.split('/').pop(),
    ]);
    for (const photoUrl of [await upload(s.other.id), await upload(s.owner.id, 'video'), onPost]) {
      const res = await addPet(s.owner.claims, { name: 'Rex', species: 'dog', photoUrl }).expect(400);
      expect(res.body.message).toBe(PET_MESSAGES.photo);
    }
    expect(await petCount(s.owner.id)).toBe(0);
  });

  it('rejects a bad edit without changing the pet', async () => {
    const created = await addPet(s.other.claims, { name: 'Pip', species: 'other', ageYears: 1 }).expect(201);
    const petId: string = created.body.id;
    for (const body of [{ name: null }, { species: 'dragon' }, { birthday: '2020-01-01', ageYears: 1 }]) {
      await s.t.http().patch(`/api/users/me/pets/${petId}`).set(auth(s.other.claims)).send(body).expect(400);
    }
    const page = await s.t.http().get(`/api/users/${s.other.username}/pets/${petId}`).expect(200);
    expect(page.body).toEqual(created.body);
  });

  it("refuses the 11th pet with 'You can add up to 10 pets'", async () => {
    for (let i = 0; i < 10; i += 1)
      await addPet(s.full.claims, { name: `Fish ${i}`, species: 'other' }).expect(201);
    const res = await addPet(s.full.claims, { name: 'One too many', species: 'other' }).expect(400);
    expect(res.body.message).toBe('You can add up to 10 pets');
    expect(await petCount(s.full.id)).toBe(10);
    const list = await s.t.http().get(`/api/users/${s.full.username}/pets`).expect(200);
    expect(list.body.pets.map((p: { name: string }) => p.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Fish ${i}`),
    );
  });

  it('lets exactly one of two parallel adds at 9 pets through', async () => {
    for (let i = 0; i < 9; i += 1)
      await addPet(s.racer.claims, { name: `Dog ${i}`, species: 'dog' }).expect(201);
    const answers = await Promise.all([
      addPet(s.racer.claims, { name: 'First', species: 'dog' }),
      addPet(s.racer.claims, { name: 'Second', species: 'dog' }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 400]);
    expect(await petCount(s.racer.id)).toBe(10);
  });

  it('creates the author row of a member whose account event has not arrived yet', async () => {
    const id = randomUUID();
    const claims = { sub: id, username: `fresh_${id.slice(0, 8)}`, role: 'member' as const };
    await addPet(claims, { name: 'Newbie', species: 'cat' }).expect(201);
    expect(await petCount(id)).toBe(1);
  });
  it("serves a pet's photo to visitors, keeps it through the sweep of unused uploads, and no post can take it", async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c08040' } })
      .png()
      .toBuffer();
    const uploaded = await s.t
      .http()
      .post('/api/posts/media')
      .set(auth(s.owner.claims))
      .attach('media', png, 'miso.png')
      .expect(200);
    const photoUrl: string = uploaded.body.imageUrl;
    // Unused, the upload is its owner's alone.
    await s.t.http().get(photoUrl).expect(404);
    await addPet(s.owner.claims, { name: 'Miso', species: 'cat', photoUrl }).expect(201);
    await s.t.http().get(photoUrl).expect(200);

    await s.t.db.query(
      `UPDATE social.media_uploads SET created_at = now() - interval '1 day' WHERE files @> ARRAY[$1::text]`,
      [photoUrl.split('/').pop()],
    );
    await s.t.app.get(MediaSweeper).sweep();
    await s.t.http().get(photoUrl).expect(200);

    const post = await s.t
      .http()
      .post('/api/posts')
      .set(auth(s.owner.claims))
      .send({ content: 'Miso again', imageUrl: photoUrl });
    expect(post.status).toBe(400);
  });
});
