import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@petcora/ui/dialog';
import { toast } from '@petcora/ui/toast';
import { EmailChangeDto } from '@petcora/validation/account-recovery';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { type FieldLayout, FormFields } from '../../../components/form-fields';
import { DialogFormActions } from '../../../components/dialog-form-actions';
import { dtoResolver } from '@petcora/ui/dto-resolver';
import { toastFailure } from '../../../lib/toast-failure';
import { useRequestEmailChange } from '../api/request-email-change';

const FIELDS: FieldLayout<EmailChangeDto> = [
  { name: 'newEmail', label: 'New Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Current Password', type: 'password', autoComplete: 'current-password' },
];

interface Props {
  currentEmail: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Change Email': the new address and the current password. Nothing changes until the member opens the link mailed
 * to the new address, so the dialog closes with a toast saying where to look.
 */
export function ChangeEmailDialog({ currentEmail, open, onOpenChange }: Props) {
  const ids = useId();
  const change = useRequestEmailChange();
  const form = useForm<EmailChangeDto>({
    resolver: dtoResolver(EmailChangeDto),
    defaultValues: { newEmail: '', password: '' },
  });
  const { reset } = form;

  useEffect(() => {
    if (open) reset({ newEmail: '', password: '' });
  }, [open, reset]);

  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (answer) => {
        toast({ title: 'Check your new inbox', description: answer.message, variant: 'success' });
        onOpenChange(false);
      },
      onError: toastFailure('Email not changed', 'Failed to change your e-mail address. Please try again.'),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={`${ids}-description`}>
        <DialogTitle>Change Email</DialogTitle>
        <DialogDescription id={`${ids}-description`}>
          {currentEmail ? `Your address is ${currentEmail}. ` : ''}We will send a confirmation link to the new
          address; it takes effect when you open it.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="edit-profile">
          <FormFields layout={FIELDS} form={form} />
          <DialogFormActions label={'Send Link'} pendingLabel="Sending..." pending={change.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
