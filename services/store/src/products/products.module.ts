import { Module } from '@nestjs/common';
import { ArrayRowQueries } from '../database/array-row-queries';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';

@Module({
  controllers: [ProductsController],
  providers: [ArrayRowQueries, ProductsService],
})
export class ProductsModule {}
