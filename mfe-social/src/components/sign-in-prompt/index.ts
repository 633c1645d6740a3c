export { SIGN_IN_REASONS, useSignInPrompt, type SignInAction } from './sign-in-prompt-store';
export { SignInRequiredDialog } from './sign-in-required-dialog';
export { useRequireSignIn } from './use-require-sign-in';
