import { Button, buttonClassName } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { PasswordField } from '@petcora/ui/password-field';
import {
  ACCOUNT_RECOVERY_MESSAGES,
  MAIL_TOKEN_PATTERN,
  NewPasswordFormDto,
} from '@petcora/validation/account-recovery';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { PendingText } from '../../../components/pending-text';
import { dtoResolver } from '@petcora/ui/dto-resolver';
import { toastFailure } from '../../../lib/toast-failure';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import '../../../lib/account-forms.css';

/** /reset-password?token=…: the new password, under sign-up's rules; afterwards the member signs in with it. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { register, handleSubmit, formState } = useForm<NewPasswordFormDto>({
    resolver: dtoResolver(NewPasswordFormDto),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const confirm = useConfirmPasswordReset();
  const submit = handleSubmit(({ password }) =>
    confirm.mutate(
      { token, password },
      { onError: toastFailure('Could not change the password', 'Please try again in a moment.') },
    ),
  );
  const wellFormed = MAIL_TOKEN_PATTERN.test(token);

  return (
    <div className="pc-container pc-page account-recovery">
      <Card>
        <h1>Choose a new password</h1>
        {!wellFormed ? (
          <>
            <p role="alert">{ACCOUNT_RECOVERY_MESSAGES.resetLinkInvalid}</p>
            <Link to="/forgot-password" className={buttonClassName('primary')}>
              Send a new link
            </Link>
          </>
        ) : confirm.isSuccess ? (
          <>
            <p role="status">{confirm.data.message}</p>
            <Link to="/auth" className={buttonClassName('primary')}>
              Sign In
            </Link>
          </>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Set a new password">
            <PasswordField
              label="New password"
              autoComplete="new-password"
              error={formState.errors.password?.message}
              {...register('password')}
            />
            <PasswordField
              label="Confirm new password"
              autoComplete="new-password"
              error={formState.errors.confirmPassword?.message}
              {...register('confirmPassword')}
            />
            <Button type="submit" className="account-submit" disabled={confirm.isPending}>
              {confirm.isPending ? <PendingText>Saving...</PendingText> : 'Set new password'}
            </Button>
            <p className="account-switch">
              <Link to="/forgot-password">Send a new link</Link>
            </p>
          </form>
        )}
      </Card>
    </div>
  );
}
