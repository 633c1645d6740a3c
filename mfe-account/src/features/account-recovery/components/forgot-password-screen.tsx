import { Button } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { TextField } from '@petcora/ui/text-field';
import { PasswordResetRequestDto } from '@petcora/validation/account-recovery';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { PendingText } from '../../../components/pending-text';
import { dtoResolver } from '@petcora/ui/dto-resolver';
import { toastFailure } from '../../../lib/toast-failure';
import { useRequestPasswordReset } from '../api/request-password-reset';
import '../../../lib/account-forms.css';

/** /forgot-password: asks for the address; the answer is the same whether or not it has an account. */
export function ForgotPasswordScreen() {
  const { register, handleSubmit, formState } = useForm<PasswordResetRequestDto>({
    resolver: dtoResolver(PasswordResetRequestDto),
    defaultValues: { email: '' },
  });
  const reset = useRequestPasswordReset();
  const submit = handleSubmit((values) =>
    reset.mutate(values, {
      onError: toastFailure('Could not send the link', 'Please try again in a moment.'),
    }),
  );

  return (
    <div className="pc-container pc-page account-recovery">
      <Card>
        <h1>Forgot password?</h1>
        {reset.isSuccess ? (
          <p role="status">{reset.data.message}</p>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Reset password">
            <p className="pc-muted">
              Enter the e-mail address of your account and we will send you a link to choose a new password.
            </p>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              error={formState.errors.email?.message}
              {...register('email')}
            />
            <Button type="submit" className="account-submit" disabled={reset.isPending}>
              {reset.isPending ? <PendingText>Sending...</PendingText> : 'Send reset link'}
            </Button>
          </form>
        )}
        <p className="account-switch">
          <Link to="/auth">Back to sign in</Link>
        </p>
      </Card>
    </div>
  );
}
