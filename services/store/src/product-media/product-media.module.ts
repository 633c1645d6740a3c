import { Module } from '@nestjs/common';
import { StoreEnv } from '../config/store-env';
import { ProductMediaController } from './product-media.controller';
import { STORE_MEDIA_STORAGE, storeMediaStorage } from './store-media-storage';

@Module({
  controllers: [ProductMediaController],
  providers: [{ provide: STORE_MEDIA_STORAGE, inject: [StoreEnv], useFactory: storeMediaStorage }],
  exports: [STORE_MEDIA_STORAGE],
})
export class ProductMediaModule {}
