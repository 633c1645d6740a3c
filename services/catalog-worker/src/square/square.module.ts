import { Module, type DynamicModule } from '@nestjs/common';
import type { SquareClientConfig } from '../config/catalog-worker-env';
import { SQUARE_CLIENT_CONFIG, SquareCatalogClient } from './square-catalog.client';

@Module({})
export class SquareModule {
  static register(config: SquareClientConfig): DynamicModule {
    return {
      module: SquareModule,
      providers: [{ provide: SQUARE_CLIENT_CONFIG, useValue: config }, SquareCatalogClient],
      exports: [SquareCatalogClient],
    };
  }
}
