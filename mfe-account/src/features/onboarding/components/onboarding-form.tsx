import type { ReactNode } from 'react';
import type { CurrentUser } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { MESSAGES, OnboardingDto } from '@petcora/validation';
import { Button } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { TextField } from '@petcora/ui/text-field';
import { TextAreaField } from '@petcora/ui/text-area-field';
import { toast } from '@petcora/ui/toast';
import { PendingText } from '../../../components/pending-text';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { dtoResolver } from '@petcora/ui/dto-resolver';
import { useCompleteOnboarding } from '../api/complete-onboarding';

/**
 * Username (required), display name and bio; sends onboardingCompleted: true, then opens /dashboard (spec). `after`:
 * what the page offers below the form (the optional pets), on the same page so the spec's way on stays one step.
 */
export function OnboardingForm({ user, after }: { user: CurrentUser; after?: ReactNode }) {
  const navigate = useNavigate();
  const onboarding = useCompleteOnboarding();
  const { register, handleSubmit, formState } = useForm<OnboardingDto>({
    resolver: dtoResolver(OnboardingDto),
    defaultValues: { username: user.username, displayName: user.displayName ?? '', bio: user.bio ?? '' },
  });
  const { errors } = formState;

  function onInvalid(found: FieldErrors<OnboardingDto>) {
    if (found.username?.message === MESSAGES.onboardingUsernameRequired) {
      toast({
        title: 'Username required',
        description: 'Please provide a username to continue',
        variant: 'destructive',
      });
    }
  }

  const submit = handleSubmit(
    (values) =>
      onboarding.mutate(values, {
        onSuccess: async () => {
          await useSession.getState().refresh();
          navigate('/dashboard');
        },
        onError: () =>
          toast({
            title: 'Something went wrong',
            description: "We couldn't save your profile. Please try again.",
            variant: 'destructive',
          }),
      }),
    onInvalid,
  );

  return (
    <div className="pc-container pc-page">
      <Card className="account-auth">
        <h1>Welcome to Pet Cora</h1>
        <p className="pc-muted account-auth__tagline">
          Pick your username and tell the community a little about yourself.
        </p>
        <form onSubmit={submit} noValidate aria-label="Onboarding">
          <TextField
            label="Username"
            autoComplete="username"
            required
            error={errors.username?.message}
            {...register('username')}
          />
          <TextField
            label="Display Name"
            autoComplete="nickname"
            error={errors.displayName?.message}
            {...register('displayName')}
          />
          <TextAreaField label="Bio" error={errors.bio?.message} {...register('bio')} />
          <Button
            type="submit"
            className="account-submit"
            disabled={onboarding.isPending || onboarding.isSuccess}
          >
            {onboarding.isPending ? <PendingText>Saving...</PendingText> : 'Continue'}
          </Button>
        </form>
      </Card>
      {after}
    </div>
  );
}
