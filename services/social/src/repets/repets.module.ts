import { Module } from '@nestjs/common';
import { AuthorsModule } from '../authors/authors.module';
import { RepetsController } from './repets.controller';
import { RepetsService } from './repets.service';

@Module({ imports: [AuthorsModule], controllers: [RepetsController], providers: [RepetsService] })
export class RepetsModule {}
