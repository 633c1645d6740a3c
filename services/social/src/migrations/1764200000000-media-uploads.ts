import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploaded post media and who owns it: a post made from uploaded media may reference only files its author
 * uploaded (POST /api/posts/media, then POST /api/posts with the returned URL). Images get alt text.
 */
export class MediaUploads1764200000000 implements MigrationInterface {
  name = 'MediaUploads1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE social.media_uploads (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES social.authors(id) ON DELETE CASCADE,
        file_name text NOT NULL,
        kind text NOT NULL,
        bytes integer NOT NULL,
        -- Set once a post uses the file; deleting the post deletes the row (and the service deletes the file).
        post_id uuid REFERENCES social.posts(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT media_uploads_file_name_key UNIQUE (file_name),
        CONSTRAINT media_uploads_kind CHECK (kind IN ('image', 'video')),
        CONSTRAINT media_uploads_bytes_positive CHECK (bytes > 0)
      )`);
    await q.query(`CREATE INDEX media_uploads_user_idx ON social.media_uploads (user_id, created_at DESC)`);
    await q.query(
      `CREATE INDEX media_uploads_post_idx ON social.media_uploads (post_id) WHERE post_id IS NOT NULL`,
    );
    await q.query(`ALTER TABLE social.post_images ADD COLUMN alt text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE social.post_images DROP COLUMN alt`);
    await q.query(`DROP TABLE social.media_uploads`);
  }
}
