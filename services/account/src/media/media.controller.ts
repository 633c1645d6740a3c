import { Controller, Get, Param, Res } from '@nestjs/common';
import { sendStoredMedia } from '@petcora/uploads';
import type { Response } from 'express';
import { MediaStore } from './media-store.service';

/** Serves stored uploads with headers that keep a browser from treating them as anything but the image they are. */
@Controller('media/account')
export class MediaController {
  constructor(private readonly store: MediaStore) {}

  @Get(':file')
  serve(@Param('file') file: string, @Res() res: Response): Promise<void> {
    return sendStoredMedia(res, this.store.directory, file);
  }
}
