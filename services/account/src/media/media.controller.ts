import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { sendStoredMedia } from '@petcora/uploads';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MediaStore } from './media-store.service';

/** Serves stored uploads with headers that keep a browser from treating them as anything but the image they are. */
@Controller('media/account')
export class MediaController {
  constructor(private readonly store: MediaStore) {}

  @Get(':file')
  serve(@Param('file') file: string, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    return sendStoredMedia(req, res, this.store.storage, file);
  }
}
