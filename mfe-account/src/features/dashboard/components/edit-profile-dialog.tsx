import type { CurrentUser } from '@petcora/contracts';
import { BIO_MAX, MAX_IMAGE_MB, ProfileEditDto } from '@petcora/validation';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@petcora/ui/dialog';
import { imageAt, ResponsiveImage } from '@petcora/ui/responsive-image';
import { TextField } from '@petcora/ui/text-field';
import { TextAreaField } from '@petcora/ui/text-area-field';
import { toast } from '@petcora/ui/toast';
import { useEffect, useId } from 'react';
import { DialogFormActions } from '../../../components/dialog-form-actions';
import { useForm } from 'react-hook-form';
import { useChosenImage } from '../../../hooks/use-chosen-image';
import { dtoResolver } from '@petcora/ui/dto-resolver';
import { readDataUrl } from '../../../lib/read-data-url';
import { useUpdateOwnProfile } from '../api/update-own-profile';
import { toastFailure } from '../../../lib/toast-failure';

interface Props {
  user: CurrentUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Edit Profile': picture (images only, with preview), Display Name and a Bio counted out of 150. */
export function EditProfileDialog({ user, open, onOpenChange }: Props) {
  const ids = useId();
  const update = useUpdateOwnProfile();
  // Sent inline as JSON, where the account service takes at most 5 MB of image.
  const { file: picture, preview, choose, clear: clearPicture } = useChosenImage(MAX_IMAGE_MB);
  const defaults = { displayName: user.displayName ?? '', bio: user.bio ?? '' };
  const { register, handleSubmit, formState, watch, reset } = useForm<ProfileEditDto>({
    resolver: dtoResolver(ProfileEditDto),
    defaultValues: defaults,
  });
  const { errors } = formState;
  const bioLength = (watch('bio') ?? '').length;
  const current = user.profileImageUrl || user.profilePicture;

  useEffect(() => {
    if (open) {
      reset({ displayName: user.displayName ?? '', bio: user.bio ?? '' });
      clearPicture();
    }
  }, [open, reset, user.displayName, user.bio]);

  const submit = handleSubmit(async (values) => {
    const payload: ProfileEditDto = { displayName: values.displayName ?? '', bio: values.bio ?? '' };
    if (picture) payload.profileImageUrl = await readDataUrl(picture);
    update.mutate(payload, {
      onSuccess: () => {
        toast({
          title: 'Profile updated',
          description: 'Your profile has been successfully updated.',
          variant: 'success',
        });
        onOpenChange(false);
      },
      onError: toastFailure('Update failed', 'Failed to update profile. Please try again.'),
    });
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={`${ids}-description`}>
        <DialogTitle>Edit Profile</DialogTitle>
        <DialogDescription id={`${ids}-description`}>
          Update your picture, display name and bio.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="edit-profile">
          <div className="edit-profile__picture">
            <span className="dashboard-avatar dashboard-avatar--sm">
              {preview ? (
                <img src={preview} alt="New profile picture preview" />
              ) : current ? (
                <ResponsiveImage
                  image={imageAt(current, user.profileImage)}
                  alt="Current profile picture"
                  sizes="64px"
                  box="layout"
                  loading="eager"
                />
              ) : (
                user.username.charAt(0).toUpperCase()
              )}
            </span>
            <div className="pc-field">
              <label className="pc-field__label" htmlFor={`${ids}-picture`}>
                Profile Picture
              </label>
              <input id={`${ids}-picture`} type="file" accept="image/*" onChange={choose} />
            </div>
          </div>
          <TextField
            label="Display Name"
            autoComplete="nickname"
            error={errors.displayName?.message}
            {...register('displayName')}
          />
          <TextAreaField
            label="Bio"
            rows={4}
            counter={{ length: bioLength, max: BIO_MAX.dashboard }}
            error={errors.bio?.message}
            {...register('bio')}
          />
          <DialogFormActions label={'Save Changes'} pendingLabel="Saving..." pending={update.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
