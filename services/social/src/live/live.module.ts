import { Global, Module } from '@nestjs/common';
import { LiveBus } from './live-bus';
import { LiveController } from './live.controller';
import { LiveHub } from './live-hub';

/**
 * Live updates (ADR 0022): posts and likes publish on the bus after their transaction commits; each copy of the
 * service relays the bus to its own open streams. Global so the writers need no import of their own.
 */
@Global()
@Module({
  controllers: [LiveController],
  providers: [LiveBus, LiveHub],
  exports: [LiveBus],
})
export class LiveModule {}
