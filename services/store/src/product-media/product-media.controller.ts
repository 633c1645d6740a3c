import { Controller, Get, Inject, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { productImageFolder } from '@petcora/store-data';
import { MEDIA_NOT_FOUND, type MediaStorage, sendStoredMedia } from '@petcora/uploads';
import { STORE_MEDIA_STORAGE } from './store-media-storage';

/**
 * Serves the stored sizes of product pictures (`/media/store/products/<id>/<hash>-<width>.webp`) with the uploads
 * library's safe headers; only names the worker makes, inside the product's folder, are ever looked up.
 */
@Controller('media/store')
export class ProductMediaController {
  constructor(@Inject(STORE_MEDIA_STORAGE) private readonly storage: MediaStorage) {}

  @Get('products/:productId/:file')
  serve(
    @Param('productId') productId: string,
    @Param('file') file: string,
    @Req() req: object,
    @Res() res: object,
  ): Promise<void> {
    if (!isUUID(productId)) throw new NotFoundException(MEDIA_NOT_FOUND);
    return sendStoredMedia(req, res, this.storage, file, {
      folder: productImageFolder(productId.toLowerCase()),
    });
  }
}
