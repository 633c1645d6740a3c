import {
  BadRequestException,
  Controller,
  Get,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Query,
  UseGuards,
} from '@nestjs/common';
import type { FeedPage, IdentityClaims } from '@petcora/contracts';
import { ApiContract, CurrentIdentity, OptionalIdentityGuard } from '@petcora/nest-common';
import { FeedPageQuery } from '../feed/feed-query.dto';
import { FeedRepository } from '../feed/feed.repository';
import { PRODUCT_INVALID_ID, PRODUCT_NOT_FOUND } from '../posts/post-messages';
import { ProductProjection } from './product-projection.service';

const productIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => new BadRequestException(PRODUCT_INVALID_ID),
});

/** The community side of a store product (the gateway routes this one path of /api/products here). */
@Controller('api')
export class ProductsController {
  constructor(
    private readonly feed: FeedRepository,
    private readonly products: ProductProjection,
  ) {}

  /** The latest posts tagging the product, newest first; 404 for a product the store does not have. */
  @Get('products/:id/posts')
  @UseGuards(OptionalIdentityGuard)
  @ApiContract('FeedPage', { summary: 'Community posts tagging a product', errors: [404] })
  async posts(
    @Param('id', productIdPipe) id: string,
    @Query() query: FeedPageQuery,
    @CurrentIdentity() viewer: IdentityClaims | null,
  ): Promise<FeedPage> {
    const page = await this.feed.page({
      filter: { kind: 'product', productId: id },
      viewerId: viewer?.sub ?? null,
      page: query.page,
      limit: query.limit,
      cursor: query.cursor,
    });
    // Only an empty first page needs the second look: a product with posts is known.
    if (page.posts.length === 0 && !(await this.products.isListed(id)))
      throw new NotFoundException(PRODUCT_NOT_FOUND);
    return page;
  }
}
