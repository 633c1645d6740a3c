import type { CurrentUser } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { BIO_MAX, ProfileSetupDto } from '@petcora/validation';
import { Button, buttonClassName } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { imageAt, ResponsiveImage } from '@petcora/ui/responsive-image';
import { TextField } from '@petcora/ui/text-field';
import { TextAreaField } from '@petcora/ui/text-area-field';
import { toast } from '@petcora/ui/toast';
import { PendingText } from '../../../components/pending-text';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { PhotoUploader } from '../../../components/photo-uploader';
import { dtoResolver } from '@petcora/ui/dto-resolver';
import { useUpdateProfile } from '../api/update-profile';
import './profile-setup.css';
import { toastFailure } from '../../../lib/toast-failure';
import { OwnProfilePhoto } from '../../../components/own-profile-photo';

/** 'Complete Your Profile': banner and profile photo, display name and bio; both ways out lead to /community. */
export function ProfileSetupForm({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const update = useUpdateProfile(user.id);
  const { register, handleSubmit, formState, watch } = useForm<ProfileSetupDto>({
    resolver: dtoResolver(ProfileSetupDto),
    defaultValues: { displayName: user.displayName ?? '', bio: user.bio ?? '' },
  });
  const { errors } = formState;
  const avatar = user.profileImageUrl || user.profilePicture;

  const submit = handleSubmit((values) =>
    update.mutate(
      { displayName: values.displayName.trim(), bio: values.bio ?? '' },
      {
        onSuccess: async () => {
          toast({
            title: 'Profile updated',
            description: 'Your profile has been successfully updated.',
            variant: 'success',
          });
          await useSession.getState().refresh();
          navigate('/community');
        },
        onError: toastFailure('Update failed', 'Failed to update profile. Please try again.'),
      },
    ),
  );

  return (
    <div className="pc-container pc-page">
      <Card className="profile-setup">
        <h1>Complete Your Profile</h1>
        <p className="pc-muted">
          Add a photo and a few words so the community knows who you and your pets are.
        </p>
        <section aria-label="Photos" className="profile-setup__photos">
          <PhotoUploader
            kind="banner"
            label="Upload banner photo"
            current={
              user.coverImageUrl ? (
                <ResponsiveImage
                  image={imageAt(user.coverImageUrl, user.coverImage)}
                  alt="Your banner"
                  sizes="(max-width: 640px) 100vw, 640px"
                  box="layout"
                  loading="eager"
                />
              ) : (
                <span className="photo-uploader__placeholder" />
              )
            }
          />
          <PhotoUploader
            kind="profile"
            label="Upload profile photo"
            className="profile-setup__avatar"
            current={<OwnProfilePhoto user={user} url={avatar} sizes="96px" />}
          />
        </section>
        <form onSubmit={submit} noValidate aria-label="Profile details">
          <TextField
            label="Display Name"
            autoComplete="nickname"
            error={errors.displayName?.message}
            {...register('displayName')}
          />
          <TextAreaField
            label="Bio"
            rows={4}
            placeholder="Tell us about you and your pets"
            counter={{ length: (watch('bio') ?? '').length, max: BIO_MAX.profileSetup }}
            error={errors.bio?.message}
            {...register('bio')}
          />
          <div className="profile-setup__actions">
            <Link to="/community" className={buttonClassName('ghost')}>
              Skip for now
            </Link>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? <PendingText>Saving...</PendingText> : 'Complete Setup'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}

/** Without a user: a way to sign in. */
export function SignInToContinue() {
  return (
    <div className="pc-container pc-page">
      <Card className="profile-setup profile-setup--empty">
        <p>Please sign in to continue</p>
        <Link to="/auth" className={buttonClassName('primary')}>
          Sign In
        </Link>
      </Card>
    </div>
  );
}
