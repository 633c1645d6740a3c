import { Module } from '@nestjs/common';
import { MediaController } from './media.controller';
import { MediaStore } from './media-store.service';

@Module({ controllers: [MediaController], providers: [MediaStore], exports: [MediaStore] })
export class MediaModule {}
