import { BadRequestException, Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { ApiContract } from '@petcora/nest-common';
import type { FastifyReply } from 'fastify';
import { PRODUCTS_TOTAL_COUNT_HEADER, type Product } from '@petcora/contracts';
import { crossFieldProblem, ProductListQueryDto } from './product-list-query.dto';
import { ProductsService } from './products.service';

/** Public catalogue reads: visitors browse the store without signing in. */
@Controller('api/products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  /**
   * A plain array of products (the shape every caller reads), one page of `limit`; the header X-Total-Count says how
   * many products match the filters, so a screen can offer the next page.
   */
  @Get()
  @ApiContract(['Product'], { summary: 'List products' })
  async list(
    @Query() query: ProductListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Product[]> {
    const problem = crossFieldProblem(query);
    if (problem) throw new BadRequestException(problem);
    const { products, total } = await this.products.list(query);
    reply.header(PRODUCTS_TOTAL_COUNT_HEADER, String(total));
    return products;
  }

  @Get(':id')
  @ApiContract('Product', { summary: 'One product' })
  get(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException('Invalid product id') }))
    id: string,
  ): Promise<Product> {
    return this.products.get(id);
  }
}
