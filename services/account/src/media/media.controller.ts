import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { stat } from 'node:fs/promises';
import { contentTypeOfStoredFile } from './image-content';
import { MediaStore } from './media-store.service';

/** Serves stored uploads with headers that keep a browser from treating them as anything but the image they are. */
@Controller('media/account')
export class MediaController {
  constructor(private readonly store: MediaStore) {}

  @Get(':file')
  async serve(@Param('file') file: string, @Res() res: Response): Promise<void> {
    const path = this.store.pathOf(file);
    const contentType = contentTypeOfStoredFile(file);
    if (
      !path ||
      !contentType ||
      !(await stat(path)
        .then((s) => s.isFile())
        .catch(() => false))
    ) {
      throw new NotFoundException('File not found');
    }
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Disposition', 'inline');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Cross-Origin-Resource-Policy', 'same-site');
    // Names are random and never reused: the content behind one never changes.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.type(contentType);
    await new Promise<void>((resolve, reject) =>
      // `root` keeps the dotfile check to the file name: the upload folder itself may sit under a dot folder (.data/).
      res.sendFile(
        file,
        { root: this.store.directory, headers: { 'Content-Type': contentType }, dotfiles: 'deny' },
        (error) => (error ? reject(error) : resolve()),
      ),
    );
  }
}
