import type { CurrentUser } from '@petcora/contracts';
import { ProfileEditDto } from '@petcora/validation';
import { Button } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { TextField } from '@petcora/ui/text-field';
import { TextAreaField } from '@petcora/ui/text-area-field';
import { toast } from '@petcora/ui/toast';
import { LogOut, Pencil } from 'lucide-react';
import { useState } from 'react';
import { PendingText } from '../../../components/pending-text';
import { useForm } from 'react-hook-form';
import { OwnProfilePhoto } from '../../../components/own-profile-photo';
import { PhotoUploader } from '../../../components/photo-uploader';
import { dtoResolver } from '@petcora/ui/dto-resolver';
import { useUpdateOwnProfile } from '../api/update-own-profile';
import { useSignOutFlow } from '../hooks/use-sign-out-flow';
import { toastFailure } from '../../../lib/toast-failure';

function InlineEditForm({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const update = useUpdateOwnProfile();
  const { register, handleSubmit, formState } = useForm<ProfileEditDto>({
    resolver: dtoResolver(ProfileEditDto),
    defaultValues: { displayName: user.displayName ?? '', bio: user.bio ?? '' },
  });
  const { errors } = formState;
  const submit = handleSubmit((values) =>
    update.mutate(
      { displayName: values.displayName ?? '', bio: values.bio ?? '' },
      {
        onSuccess: () => {
          toast({
            title: 'Profile updated',
            description: 'Your profile has been successfully updated.',
            variant: 'success',
          });
          onDone();
        },
        onError: toastFailure('Update failed', 'Failed to update profile. Please try again.'),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Edit display name and bio" className="profile-card__form">
      <TextField
        label="Display Name"
        autoFocus
        error={errors.displayName?.message}
        {...register('displayName')}
      />
      <TextAreaField label="Bio" error={errors.bio?.message} {...register('bio')} />
      <div className="account-actions">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? <PendingText>Saving...</PendingText> : 'Save'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The member's card: avatar upload, name and bio with inline editing, sign-out. */
export function ProfileCard({ user }: { user: CurrentUser }) {
  const [editing, setEditing] = useState(false);
  const { signOut, pending } = useSignOutFlow();
  const avatar = user.profileImageUrl || user.profilePicture;
  return (
    <Card className="profile-card">
      <PhotoUploader
        kind="profile"
        label="Change profile photo"
        current={<OwnProfilePhoto user={user} url={avatar} sizes="96px" />}
      />
      <div className="profile-card__main">
        {editing ? (
          <InlineEditForm user={user} onDone={() => setEditing(false)} />
        ) : (
          <>
            <div className="profile-card__name-row">
              <div>
                <h2 className="profile-card__name">{user.displayName || user.username}</h2>
                <p className="pc-muted">@{user.username}</p>
              </div>
              <div className="profile-card__icons">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label="Edit display name and bio"
                  onClick={() => setEditing(true)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button variant="ghost" size="sm" aria-label="Sign out" onClick={signOut} disabled={pending}>
                  <LogOut aria-hidden="true" />
                </Button>
              </div>
            </div>
            <p className={user.bio ? 'profile-card__bio' : 'profile-card__bio pc-muted'}>
              {user.bio || 'No bio yet. Click edit to add one.'}
            </p>
          </>
        )}
      </div>
    </Card>
  );
}
