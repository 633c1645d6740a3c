import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { IdentityStrategy } from './identity.strategy';

@Module({
  imports: [PassportModule],
  providers: [IdentityStrategy],
  exports: [PassportModule],
})
export class IdentityModule {}
