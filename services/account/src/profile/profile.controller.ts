import {
  Body,
  Controller,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import type { IdentityClaims, PhotoUploadResponse, UserResponse } from '@petcora/contracts';
import { CurrentIdentity, CurrentTrace, IdentityGuard, ApiContract } from '@petcora/nest-common';
import type { TraceContext } from '@petcora/tracing';
import { type StoredMedia, UploadedMedia } from '@petcora/uploads';
import { OnboardingDto, ProfileEditDto, ProfileUpdateDto } from '@petcora/validation';
import { validateBody } from '../common/validate-body';
import { ImageUploadInterceptor } from '../media/image-upload.interceptor';
import { toCurrentUser } from '../users/users.service';
import { InlineImage, InlineImageBodyInterceptor } from './inline-image-body.interceptor';
import { type PhotoKind, ProfileService } from './profile.service';

@Controller('api')
@UseGuards(IdentityGuard)
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Post('auth/onboarding')
  @HttpCode(200)
  @ApiContract('UserResponse', { summary: 'Complete onboarding', errors: [409], body: OnboardingDto })
  async onboarding(
    @CurrentIdentity() identity: IdentityClaims,
    @CurrentTrace() trace: TraceContext | undefined,
    @Body() body: unknown,
  ): Promise<UserResponse> {
    const input = await validateBody(OnboardingDto, body);
    return { user: toCurrentUser(await this.profiles.completeOnboarding(identity.sub, input, trace)) };
  }

  @Patch('users/:id/profile')
  @ApiContract('UserResponse', { summary: 'Update a profile', errors: [409], body: ProfileUpdateDto })
  async updateProfile(
    @CurrentIdentity() identity: IdentityClaims,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<UserResponse> {
    const input = await validateBody(ProfileUpdateDto, body);
    return { user: toCurrentUser(await this.profiles.updateProfile(identity.sub, id, input)) };
  }

  /**
   * JSON `{ displayName?, bio?, profileImageUrl? }` (the picture as a base64 data URL, stored while the body streams
   * in) or multipart with a `profilePicture` file.
   */
  @Put('users/profile')
  @UseInterceptors(InlineImageBodyInterceptor, ImageUploadInterceptor('profilePicture'))
  @ApiContract('UserResponse', {
    summary: 'Edit your profile, with an optional new picture',
    errors: [409],
    body: ProfileEditDto,
    uploads: ['profilePicture'],
  })
  async editProfile(
    @CurrentIdentity() identity: IdentityClaims,
    @Body() body: unknown,
    @UploadedMedia('profilePicture') file: StoredMedia | undefined,
    @InlineImage() inlineImage: StoredMedia | undefined,
  ): Promise<UserResponse> {
    const input = await validateBody(ProfileEditDto, body ?? {});
    const picture = file ?? inlineImage ?? null;
    return { user: toCurrentUser(await this.profiles.editProfile(identity.sub, input, picture)) };
  }

  @Post('users/profile-photo')
  @HttpCode(200)
  @UseInterceptors(ImageUploadInterceptor('profilePhoto'))
  @ApiContract('PhotoUploadResponse', { summary: 'Replace your profile photo', uploads: ['profilePhoto'] })
  profilePhoto(
    @CurrentIdentity() identity: IdentityClaims,
    @UploadedMedia('profilePhoto') file: StoredMedia | undefined,
  ): Promise<PhotoUploadResponse> {
    return this.replacePhoto(identity.sub, 'profile', file);
  }

  @Post('users/banner-photo')
  @HttpCode(200)
  @UseInterceptors(ImageUploadInterceptor('bannerPhoto'))
  @ApiContract('PhotoUploadResponse', { summary: 'Replace your banner photo', uploads: ['bannerPhoto'] })
  bannerPhoto(
    @CurrentIdentity() identity: IdentityClaims,
    @UploadedMedia('bannerPhoto') file: StoredMedia | undefined,
  ): Promise<PhotoUploadResponse> {
    return this.replacePhoto(identity.sub, 'banner', file);
  }

  private async replacePhoto(
    userId: string,
    kind: PhotoKind,
    file: StoredMedia | undefined,
  ): Promise<PhotoUploadResponse> {
    const { user, stored } = await this.profiles.replacePhoto(userId, kind, file ?? null);
    const url = stored.url;
    return {
      mediaType: 'image',
      imageUrl: url,
      mediaUrl: url,
      ...(kind === 'profile' ? { profileImageUrl: url } : { coverImageUrl: url }),
      user: toCurrentUser(user),
    };
  }
}
