import {
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Worker, type Job } from 'bullmq';
import type { DataSource } from 'typeorm';
import { UUID_PATTERN } from '@petcora/validation';
import {
  MEMBER_PETS_CHANGED,
  PET_EVENTS_QUEUE,
  PRODUCT_PET_TYPES,
  type MemberPetsChangedEvent,
} from '@petcora/contracts';
import { DEFAULT_BULL_PREFIX, StoreEnv } from '../config/store-env';

/** Rejects malformed payloads: the job fails visibly instead of writing garbage. */
export function parseMemberPetsChanged(data: unknown): MemberPetsChangedEvent {
  const d = (data ?? {}) as Record<string, unknown>;
  if (typeof d.userId !== 'string' || !UUID_PATTERN.test(d.userId))
    throw new Error(`${MEMBER_PETS_CHANGED}: userId must be a uuid`);
  if (
    !Array.isArray(d.petTypes) ||
    !d.petTypes.every((t) => (PRODUCT_PET_TYPES as readonly unknown[]).includes(t))
  )
    throw new Error(`${MEMBER_PETS_CHANGED}: petTypes must be store pet types`);
  if (!Number.isSafeInteger(d.version) || (d.version as number) < 1)
    throw new Error(`${MEMBER_PETS_CHANGED}: version must be a positive whole number`);
  return { userId: d.userId, petTypes: [...new Set(d.petTypes as string[])], version: d.version as number };
}

/** Keeps `store.member_pet_types` in step with the social service's pet events; a late older event changes nothing. */
@Injectable()
export class MemberPetTypes implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MemberPetTypes');
  private worker: Worker | undefined;
  private lastErrorLoggedAt = 0;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly env: StoreEnv,
  ) {}

  onApplicationBootstrap(): void {
    this.worker = new Worker(PET_EVENTS_QUEUE, (job) => this.process(job), {
      connection: { url: this.env.REDIS_URL },
      prefix: this.env.BULL_PREFIX ?? DEFAULT_BULL_PREFIX,
      concurrency: 4,
    });
    this.worker.on('error', (error: Error) => {
      if (Date.now() - this.lastErrorLoggedAt < 30_000) return;
      this.lastErrorLoggedAt = Date.now();
      this.logger.warn(`Pet events worker: ${error.message}`);
    });
  }

  async process(job: Job): Promise<{ applied: boolean } | { ignored: string }> {
    if (job.name !== MEMBER_PETS_CHANGED) return { ignored: job.name };
    return { applied: await this.apply(parseMemberPetsChanged(job.data)) };
  }

  async apply(event: MemberPetsChangedEvent): Promise<boolean> {
    const rows: unknown[] = await this.db.query(
      `INSERT INTO store.member_pet_types AS m (user_id, pet_types, version) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET pet_types = EXCLUDED.pet_types, version = EXCLUDED.version, updated_at = now()
       WHERE m.version < EXCLUDED.version
       RETURNING m.user_id`,
      // Lower case: the catalogue's pet_type is compared case-insensitively.
      [event.userId, event.petTypes.map((type) => type.toLowerCase()), event.version],
    );
    return rows.length > 0;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close(true);
  }
}

@Module({ providers: [MemberPetTypes], exports: [MemberPetTypes] })
export class MemberPetsModule {}
