import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  MAX_PETS_PER_MEMBER,
  type IdentityClaims,
  type Pet,
  type PetList,
  type PetSpecies,
} from '@petcora/contracts';
import { PET_MESSAGES, type CreatePetDto, type UpdatePetDto } from '@petcora/validation';
import { AuthorsService } from '../authors/authors.service';
import { PostMediaStore } from '../media/post-media.store';
import { PROFILE_NOT_FOUND } from '../profiles/profile-params';
import { PetEvents } from './pet-events';

interface PetQueryRow {
  id: string;
  owner_id: string;
  owner_username: string;
  name: string;
  species: PetSpecies;
  breed: string | null;
  birthday: string | null;
  age_years: number | null;
  photo_url: string | null;
  bio: string | null;
  created_at: Date;
}

/** The columns of a Pet; the age comes from the birthday when there is one. */
const PET_COLUMNS = `p.id, p.owner_id, a.username AS owner_username, p.name, p.species, p.breed,
  to_char(p.birthday, 'YYYY-MM-DD') AS birthday,
  coalesce(date_part('year', age(current_date, p.birthday))::int, p.age_years) AS age_years,
  p.photo_url, p.bio, p.created_at`;

const blankToNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * Members' pets. Writes take the owner's advisory lock, so the count checked before an insert is the count when it
 * commits: parallel adds never pass the limit.
 */
@Injectable()
export class PetsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly authors: AuthorsService,
    private readonly media: PostMediaStore,
    private readonly events: PetEvents,
  ) {}

  async listMine(owner: IdentityClaims): Promise<PetList> {
    return { pets: await this.select(`p.owner_id = $1`, [owner.sub]) };
  }

  /** A profile's pets; 404 'Profile not found' for a name nobody has. */
  async listOf(username: string): Promise<PetList> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM social.authors WHERE lower(username) = lower($1) AND username NOT LIKE '~%'`,
      [username],
    );
    if (rows.length === 0) throw new NotFoundException(PROFILE_NOT_FOUND);
    return { pets: await this.select(`p.owner_id = $1`, [rows[0].id]) };
  }

  /** One pet of a profile; a pet of someone else (or none) is 404 'Pet not found'. */
  async getOf(username: string, petId: string): Promise<Pet> {
    const [pet] = await this.select(`p.id = $1 AND lower(a.username) = lower($2)`, [petId, username]);
    if (!pet) throw new NotFoundException(PET_MESSAGES.notFound);
    return pet;
  }

  async create(owner: IdentityClaims, body: CreatePetDto): Promise<Pet> {
    const pet = await this.dataSource.transaction(async (manager) => {
      await this.authors.ensureAuthor(manager, owner.sub, owner.username || `~${owner.sub}`);
      await this.lockOwner(manager, owner.sub);
      const [{ n }]: { n: number }[] = await manager.query(
        `SELECT count(*)::int AS n FROM social.pets WHERE owner_id = $1`,
        [owner.sub],
      );
      if (n >= MAX_PETS_PER_MEMBER) throw new BadRequestException(PET_MESSAGES.tooMany);
      const [{ id }]: { id: string }[] = await manager.query(
        `INSERT INTO social.pets (owner_id, name, species, breed, birthday, age_years, photo_url, bio)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          owner.sub,
          body.name.trim(),
          body.species,
          blankToNull(body.breed),
          body.birthday ?? null,
          body.ageYears ?? null,
          body.photoUrl ?? null,
          blankToNull(body.bio),
        ],
      );
      await this.claimPhoto(manager, owner.sub, id, body.photoUrl ?? null);
      await this.events.changed(manager, owner.sub);
      return this.selectOne(manager, id);
    });
    this.events.committed();
    return pet;
  }

  async update(owner: IdentityClaims, petId: string, body: UpdatePetDto): Promise<Pet> {
    const pet = await this.dataSource.transaction(async (manager) => {
      await this.lockOwner(manager, owner.sub);
      await this.requireOwn(manager, owner.sub, petId);
      const sets: string[] = [];
      const values: unknown[] = [petId];
      const set = (column: string, value: unknown) => {
        values.push(value);
        sets.push(`${column} = $${values.length}`);
      };
      if (body.name !== undefined) set('name', body.name.trim());
      if (body.species !== undefined) set('species', body.species);
      if (body.breed !== undefined) set('breed', blankToNull(body.breed));
      if (body.bio !== undefined) set('bio', blankToNull(body.bio));
      // A pet has a birthday or an age: giving one replaces the other.
      if (body.birthday !== undefined) {
        set('birthday', body.birthday);
        if (body.birthday !== null) set('age_years', null);
      }
      if (body.ageYears !== undefined) {
        set('age_years', body.ageYears);
        if (body.ageYears !== null) set('birthday', null);
      }
      if (body.photoUrl !== undefined) {
        set('photo_url', body.photoUrl);
        await this.claimPhoto(manager, owner.sub, petId, body.photoUrl);
      }
      if (sets.length > 0)
        await manager.query(`UPDATE social.pets SET ${sets.join(', ')} WHERE id = $1`, values);
      // Only the species matters to the store.
      if (body.species !== undefined) await this.events.changed(manager, owner.sub);
      return this.selectOne(manager, petId);
    });
    this.events.committed();
    return pet;
  }

  async remove(owner: IdentityClaims, petId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.lockOwner(manager, owner.sub);
      const deleted: unknown[] = await manager.query(
        `WITH gone AS (DELETE FROM social.pets WHERE id = $1 AND owner_id = $2 RETURNING 1) SELECT 1 FROM gone`,
        [petId, owner.sub],
      );
      if (deleted.length === 0) throw new NotFoundException(PET_MESSAGES.notFound);
      await this.events.changed(manager, owner.sub);
    });
    this.events.committed();
  }

  private async lockOwner(manager: EntityManager, ownerId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('social.pets:' || $1))`, [ownerId]);
  }

  private async requireOwn(manager: EntityManager, ownerId: string, petId: string): Promise<void> {
    const found: unknown[] = await manager.query(
      `SELECT 1 FROM social.pets WHERE id = $1 AND owner_id = $2 FOR UPDATE`,
      [petId, ownerId],
    );
    if (found.length === 0) throw new NotFoundException(PET_MESSAGES.notFound);
  }

  /**
   * The photo must be a file the owner uploaded that no post and no other pet uses; it is then marked as this pet's
   * (and a previous photo released). Anything else is 400 and, in the caller's transaction, nothing is written.
   */
  private async claimPhoto(
    manager: EntityManager,
    ownerId: string,
    petId: string,
    photoUrl: string | null,
  ): Promise<void> {
    const fileName = photoUrl === null ? null : this.media.fileNameOf(photoUrl);
    if (photoUrl !== null && fileName === null) throw new BadRequestException(PET_MESSAGES.photo);
    await manager.query(
      `UPDATE social.media_uploads SET pet_id = NULL WHERE pet_id = $1 AND file_name IS DISTINCT FROM $2`,
      [petId, fileName],
    );
    if (fileName === null) return;
    const claimed: unknown[] = await manager.query(
      `WITH claimed AS (
         UPDATE social.media_uploads SET pet_id = $3
          WHERE file_name = $1 AND user_id = $2 AND kind = 'image' AND post_id IS NULL AND message_id IS NULL
            AND (pet_id IS NULL OR pet_id = $3)
          RETURNING 1)
       SELECT 1 FROM claimed`,
      [fileName, ownerId, petId],
    );
    if (claimed.length === 0) throw new BadRequestException(PET_MESSAGES.photo);
  }

  private async selectOne(manager: EntityManager, petId: string): Promise<Pet> {
    const [pet] = await this.select(`p.id = $1`, [petId], manager);
    return pet;
  }

  /** One statement for any number of pets, oldest first. */
  private async select(where: string, params: unknown[], manager?: EntityManager): Promise<Pet[]> {
    const rows: PetQueryRow[] = await (manager ?? this.dataSource).query(
      `SELECT ${PET_COLUMNS}
         FROM social.pets p JOIN social.authors a ON a.id = p.owner_id
        WHERE ${where}
        ORDER BY p.created_at, p.id
        LIMIT ${MAX_PETS_PER_MEMBER}`,
      params,
    );
    return rows.map((row) => ({
      id: row.id,
      ownerId: row.owner_id,
      ownerUsername: row.owner_username,
      name: row.name,
      species: row.species,
      breed: row.breed,
      birthday: row.birthday,
      ageYears: row.age_years,
      photoUrl: row.photo_url,
      bio: row.bio,
      createdAt: row.created_at.toISOString(),
    }));
  }
}
