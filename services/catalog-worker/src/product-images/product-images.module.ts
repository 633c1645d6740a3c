import { Module, type DynamicModule } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { ProductImagePlanner } from './product-image-planner.service';
import { ProductImageProcessor } from './product-image.processor';
import { ProductImageService } from './product-image.service';
import {
  PRODUCT_IMAGE_QUEUE,
  PRODUCT_IMAGES_OPTIONS,
  type ProductImagesOptions,
} from './product-images.options';

/** Product pictures: planned after each sync, fetched and sized off the sync by their own queue. */
@Module({})
export class ProductImagesModule {
  static register(options: ProductImagesOptions): DynamicModule {
    return {
      module: ProductImagesModule,
      imports: [BullModule.registerQueue({ name: PRODUCT_IMAGE_QUEUE })],
      providers: [
        { provide: PRODUCT_IMAGES_OPTIONS, useValue: options },
        ProductImageService,
        ProductImageProcessor,
        ProductImagePlanner,
      ],
      exports: [ProductImagePlanner, ProductImageService],
    };
  }
}
