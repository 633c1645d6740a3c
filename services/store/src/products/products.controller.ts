import { BadRequestException, Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import type { Product } from '@petcora/contracts';
import { ProductListQueryDto } from './product-list-query.dto';
import { ProductsService } from './products.service';

/** Public catalogue reads: visitors browse the store without signing in. */
@Controller('api/products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get()
  list(@Query() query: ProductListQueryDto): Promise<Product[]> {
    return this.products.list(query);
  }

  @Get(':id')
  get(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException('Invalid product id') }))
    id: string,
  ): Promise<Product> {
    return this.products.get(id);
  }
}
