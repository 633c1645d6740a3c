import { SignInLanding } from '../features/landing/components/sign-in-landing';

/** /replit-auth: the sign-in landing screen. */
export default function ReplitAuthPage() {
  return <SignInLanding />;
}
