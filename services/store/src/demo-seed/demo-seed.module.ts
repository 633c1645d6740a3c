import { Injectable, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { StoreEnv } from '../config/store-env';
import { seedStoreDemoData } from './seed-store-demo-data';

/** With DEMO_SEED=true the store starts with the spec's demo products and orders (after migrations ran). */
@Injectable()
export class DemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    private readonly env: StoreEnv,
    private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.env.DEMO_SEED !== 'true') return;
    const result = await seedStoreDemoData(this.dataSource);
    this.logger.log(
      `Demo data: ${result.productsInserted} products and ${result.ordersInserted} orders added`,
    );
  }
}

@Module({ providers: [DemoSeeder] })
export class DemoSeedModule {}
