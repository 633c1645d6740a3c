-- One Postgres role per Pet Cora part, each owning only its schema (docs/adr/0057-one-database-role-per-service.md).
-- Run with admin credentials (a superuser, or the owner of the database that may create roles) before any migration:
-- by `npm start` and the browser suite (infra/scripts/lib/database-roles.mjs), the Kubernetes Job database-roles and
-- the compose service database-roles (both through psql and service-roles-settings.psql). Idempotent: run it again
-- after a release, a new password or on a database whose schemas an earlier setup created as the admin.
--
-- Settings (custom parameters of this session, empty when not set):
--   petcora.role_prefix               roles are <prefix>_account, _social, _store, _catalog_worker (default petcora)
--   petcora.<part>_password           that role's password; empty leaves it as it is (trust or peer auth)
BEGIN;
-- The migrations lock (ADR 0024): no migration of this database runs while the owners change.
SELECT pg_advisory_xact_lock(hashtext('petcora:migrations'));

DO $service_roles$
DECLARE
  prefix text := coalesce(nullif(current_setting('petcora.role_prefix', true), ''), 'petcora');
  part record;
  role_name text;
  password text;
  object record;
BEGIN
  IF prefix !~ '^[a-z][a-z0-9_]{0,40}$' THEN
    RAISE EXCEPTION 'petcora.role_prefix must be lower-case letters, digits and _ (got %)', prefix;
  END IF;

  -- The catalogue writers: granted the catalogue tables by the store's migrations, held by the worker's role.
  BEGIN
    CREATE ROLE petcora_catalog_writer NOLOGIN;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN
    NULL; -- created by an earlier run, or by a run on another database at the same moment
  END;

  FOR part IN SELECT * FROM (VALUES ('account', 'account'), ('social', 'social'), ('store', 'store'),
                                    ('catalog_worker', NULL)) AS parts (name, schema_name) LOOP
    role_name := prefix || '_' || part.name;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = role_name) THEN
      BEGIN
        -- CREATE ROLE's defaults: no superuser, no CREATEDB, no CREATEROLE, no replication.
        EXECUTE format('CREATE ROLE %I LOGIN', role_name);
      EXCEPTION WHEN duplicate_object OR unique_violation THEN
        NULL;
      END;
    END IF;
    IF (SELECT rolsuper OR rolcreaterole OR rolcreatedb OR rolbypassrls FROM pg_roles WHERE rolname = role_name) THEN
      RAISE EXCEPTION 'role % may create roles or databases or bypass row security: a service role may not', role_name;
    END IF;
    password := nullif(current_setting('petcora.' || part.name || '_password', true), '');
    IF password IS NOT NULL THEN
      EXECUTE format('ALTER ROLE %I WITH LOGIN PASSWORD %L', role_name, password);
    END IF;
    EXECUTE format('GRANT CONNECT ON DATABASE %I TO %I', current_database(), role_name);

    IF part.schema_name IS NOT NULL THEN
      IF NOT EXISTS (SELECT FROM pg_namespace WHERE nspname = part.schema_name) THEN
        EXECUTE format('CREATE SCHEMA %I AUTHORIZATION %I', part.schema_name, role_name);
      ELSE
        -- A schema an earlier setup created as the admin: the role takes it over with everything in it.
        EXECUTE format('ALTER SCHEMA %I OWNER TO %I', part.schema_name, role_name);
        FOR object IN
          SELECT c.relname, c.relkind FROM pg_class c
          WHERE c.relnamespace = part.schema_name::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')
            AND c.relowner <> role_name::regrole
            -- a sequence a column owns follows its table
            AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i')
                              AND d.classid = 'pg_class'::regclass AND c.relkind = 'S')
          ORDER BY c.relkind = 'S'
        LOOP
          EXECUTE format('ALTER %s %I.%I OWNER TO %I',
            CASE object.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW'
              WHEN 'f' THEN 'FOREIGN TABLE' WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END,
            part.schema_name, object.relname, role_name);
        END LOOP;
        FOR object IN
          SELECT p.oid::regprocedure AS routine FROM pg_proc p
          WHERE p.pronamespace = part.schema_name::regnamespace AND p.proowner <> role_name::regrole
        LOOP
          EXECUTE format('ALTER ROUTINE %s OWNER TO %I', object.routine, role_name);
        END LOOP;
      END IF;
      EXECUTE format('REVOKE ALL ON SCHEMA %I FROM PUBLIC', part.schema_name);
    END IF;
  END LOOP;

  -- The worker writes the catalogue (store.products, store.catalog_sync_runs) and nothing else of the store.
  EXECUTE format('GRANT petcora_catalog_writer TO %I', prefix || '_catalog_worker');
  GRANT USAGE ON SCHEMA store TO petcora_catalog_writer;
  IF to_regclass('store.products') IS NOT NULL AND to_regclass('store.catalog_sync_runs') IS NOT NULL THEN
    GRANT SELECT, INSERT, UPDATE ON store.products, store.catalog_sync_runs TO petcora_catalog_writer;
  END IF;

  -- Shared extensions live in public (pg_trgm): created here, as creating them needs more than a service role has.
  CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
  REVOKE CREATE ON SCHEMA public FROM PUBLIC;
  -- Only the roles granted above (and the database's owner) connect to this database.
  EXECUTE format('REVOKE CONNECT, TEMPORARY ON DATABASE %I FROM PUBLIC', current_database());
END
$service_roles$;

COMMIT;
