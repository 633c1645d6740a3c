import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CATALOG_WRITER_ROLE } from '@petcora/store-data';

/**
 * The outbox of catalogue events. A trigger on `products` writes one row per change of what other services show of a
 * product (name, price, picture, pet type, availability) or its deletion, in the transaction of the change, whoever
 * writes it: the store's seed and admin edits, and the catalogue worker's Square sync (another database role, hence
 * SECURITY DEFINER: the worker gets no rights on the outbox). The relay (catalog-events/) publishes the rows.
 * `enqueue_catalog_event` is also how the store re-publishes the whole catalogue at start. `member_pet_types` is what
 * the store hears back: the pet types of each member's pets, for the 'For your pets' order of the catalogue.
 */
export class CatalogEvents1765400000000 implements MigrationInterface {
  name = 'CatalogEvents1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE store.catalog_event_outbox (
        id bigserial PRIMARY KEY,
        event_type varchar(100) NOT NULL,
        job_id varchar(200) NOT NULL,
        payload jsonb NOT NULL,
        occurred_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        published_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      )`);
    // The relay reads the oldest unpublished rows; pruning reads the published ones by age.
    await q.query(
      `CREATE INDEX catalog_event_outbox_unpublished_idx ON store.catalog_event_outbox (id) WHERE published_at IS NULL`,
    );
    await q.query(
      `CREATE INDEX catalog_event_outbox_published_at_idx ON store.catalog_event_outbox (published_at) WHERE published_at IS NOT NULL`,
    );
    // The row id is the event's version (changes of one product are serialised by its row lock) and part of the job id,
    // so a re-published product is a new job while a relay retry of the same row collapses into the queued one.
    await q.query(`
      CREATE FUNCTION store.enqueue_catalog_event(p store.products, is_deleted boolean) RETURNS void
      LANGUAGE plpgsql SECURITY DEFINER SET search_path = store, pg_temp AS $fn$
      DECLARE
        event_id bigint := nextval('store.catalog_event_outbox_id_seq');
      BEGIN
        INSERT INTO store.catalog_event_outbox (id, event_type, job_id, payload)
        VALUES (event_id, 'product.changed', 'product-' || p.id || '-' || event_id,
                jsonb_build_object('id', p.id, 'name', p.name, 'price', p.price, 'imageUrl', p.image_url,
                                   'petType', p.pet_type, 'available', p.available AND NOT is_deleted,
                                   'deleted', is_deleted, 'version', event_id));
      END $fn$`);
    await q.query(`
      CREATE FUNCTION store.products_catalog_event() RETURNS trigger
      LANGUAGE plpgsql SECURITY DEFINER SET search_path = store, pg_temp AS $fn$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          PERFORM store.enqueue_catalog_event(OLD, true);
          RETURN OLD;
        END IF;
        PERFORM store.enqueue_catalog_event(NEW, false);
        RETURN NEW;
      END $fn$`);
    await q.query(`
      CREATE TRIGGER products_catalog_event_insert_delete AFTER INSERT OR DELETE ON store.products
      FOR EACH ROW EXECUTE FUNCTION store.products_catalog_event()`);
    // A sync that changes only Square's raw data or the sync time announces nothing.
    await q.query(`
      CREATE TRIGGER products_catalog_event_update AFTER UPDATE ON store.products
      FOR EACH ROW WHEN ((OLD.name, OLD.price, OLD.image_url, OLD.pet_type, OLD.available)
                         IS DISTINCT FROM (NEW.name, NEW.price, NEW.image_url, NEW.pet_type, NEW.available))
      EXECUTE FUNCTION store.products_catalog_event()`);
    // The store pet types of each member's pets, from the social service's pet events ('For your pets').
    await q.query(`
      CREATE TABLE store.member_pet_types (
        user_id uuid PRIMARY KEY,
        pet_types text[] NOT NULL,
        version bigint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`REVOKE ALL ON FUNCTION store.enqueue_catalog_event(store.products, boolean) FROM PUBLIC`);
    await q.query(`
      DO $grants$ BEGIN
        IF EXISTS (SELECT FROM pg_roles WHERE rolname = '${CATALOG_WRITER_ROLE}') THEN
          GRANT EXECUTE ON FUNCTION store.products_catalog_event() TO ${CATALOG_WRITER_ROLE};
        END IF;
      END $grants$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER products_catalog_event_update ON store.products`);
    await q.query(`DROP TRIGGER products_catalog_event_insert_delete ON store.products`);
    await q.query(`DROP FUNCTION store.products_catalog_event()`);
    await q.query(`DROP FUNCTION store.enqueue_catalog_event(store.products, boolean)`);
    await q.query(`DROP TABLE store.member_pet_types`);
    await q.query(`DROP TABLE store.catalog_event_outbox`);
  }
}
