import {
  BadRequestException,
  Controller,
  Get,
  Param,
  ParseUUIDPipe,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiContract, CurrentIdentity, OptionalIdentityGuard } from '@petcora/nest-common';
import type { FastifyReply } from 'fastify';
import {
  FOR_PET_TYPES_HEADER,
  PRODUCTS_TOTAL_COUNT_HEADER,
  type IdentityClaims,
  type Product,
} from '@petcora/contracts';
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
  @UseGuards(OptionalIdentityGuard)
  @ApiContract(['Product'], { summary: 'List products' })
  async list(
    @Query() query: ProductListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
    @CurrentIdentity() viewer: IdentityClaims | null,
  ): Promise<Product[]> {
    const problem = crossFieldProblem(query);
    if (problem) throw new BadRequestException(problem);
    const { products, total, petTypes } = await this.products.list(query, viewer?.sub ?? null);
    reply.header(PRODUCTS_TOTAL_COUNT_HEADER, String(total));
    if (query.forPetsOf === 'me') {
      // Ordered for this member: no shared cache may keep it.
      reply.header('Cache-Control', 'private, no-store');
      reply.header(FOR_PET_TYPES_HEADER, petTypes.join(','));
    }
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
