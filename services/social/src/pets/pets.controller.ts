import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import type { FeedPage, IdentityClaims, Pet, PetList } from '@petcora/contracts';
import { ApiContract, CurrentIdentity, IdentityGuard, OptionalIdentityGuard } from '@petcora/nest-common';
import { FeedPageQuery } from '../feed/feed-query.dto';
import { FeedRepository } from '../feed/feed.repository';
import { CreatePetDto, PET_MESSAGES, UpdatePetDto } from '@petcora/validation';
import { usernamePipe } from '../profiles/profile-params';
import { PetsService } from './pets.service';

/** A path segment that is no pet id names no pet: 404 like an unknown one. */
const petIdPipe = new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(PET_MESSAGES.notFound) });

/** The signed-in member's own pets (`/me` is never a username: names have at least 3 characters). */
@Controller('api/users/me/pets')
@UseGuards(IdentityGuard)
export class MyPetsController {
  constructor(private readonly pets: PetsService) {}

  @Get()
  @ApiContract('PetList', { summary: 'Your pets' })
  list(@CurrentIdentity() owner: IdentityClaims): Promise<PetList> {
    return this.pets.listMine(owner);
  }

  @Post()
  @HttpCode(201)
  @ApiContract('Pet', { summary: 'Add a pet', body: CreatePetDto, errors: [400] })
  create(@CurrentIdentity() owner: IdentityClaims, @Body() body: CreatePetDto): Promise<Pet> {
    return this.pets.create(owner, body);
  }

  @Patch(':petId')
  @ApiContract('Pet', { summary: 'Edit one of your pets', body: UpdatePetDto, errors: [400, 404] })
  update(
    @CurrentIdentity() owner: IdentityClaims,
    @Param('petId', petIdPipe) petId: string,
    @Body() body: UpdatePetDto,
  ): Promise<Pet> {
    return this.pets.update(owner, petId, body);
  }

  @Delete(':petId')
  @ApiContract('PetList', { summary: 'Remove one of your pets', errors: [404] })
  async remove(
    @CurrentIdentity() owner: IdentityClaims,
    @Param('petId', petIdPipe) petId: string,
  ): Promise<PetList> {
    await this.pets.remove(owner, petId);
    return this.pets.listMine(owner);
  }
}

/** Anyone's pets, as their profile shows them. */
@Controller('api/users/:username/pets')
export class ProfilePetsController {
  constructor(
    private readonly pets: PetsService,
    private readonly feed: FeedRepository,
  ) {}

  @Get()
  @ApiContract('PetList', { summary: "A member's pets", errors: [404] })
  list(@Param('username', usernamePipe) username: string): Promise<PetList> {
    return this.pets.listOf(username);
  }

  @Get(':petId')
  @ApiContract('Pet', { summary: "One of a member's pets", errors: [404] })
  get(
    @Param('username', usernamePipe) username: string,
    @Param('petId', petIdPipe) petId: string,
  ): Promise<Pet> {
    return this.pets.getOf(username, petId);
  }

  /** The posts the pet is tagged in, newest first (its page's list); 404 for a pet the member does not have. */
  @Get(':petId/posts')
  @UseGuards(OptionalIdentityGuard)
  @ApiContract('FeedPage', { summary: 'Posts a pet is tagged in', errors: [404] })
  async posts(
    @Param('username', usernamePipe) username: string,
    @Param('petId', petIdPipe) petId: string,
    @Query() query: FeedPageQuery,
    @CurrentIdentity() viewer: IdentityClaims | null,
  ): Promise<FeedPage> {
    await this.pets.getOf(username, petId);
    return this.feed.page({
      filter: { kind: 'pet', petId },
      viewerId: viewer?.sub ?? null,
      page: query.page,
      limit: query.limit,
      cursor: query.cursor,
    });
  }
}
