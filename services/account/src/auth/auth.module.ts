import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PasswordHasher } from './password-hasher';

@Module({
  imports: [UsersModule, EventsModule],
  controllers: [AuthController],
  providers: [AuthService, PasswordHasher],
  exports: [PasswordHasher],
})
export class AuthModule {}
