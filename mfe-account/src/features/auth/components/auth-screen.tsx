import { Card } from '@petcora/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@petcora/ui/tabs';
import { useState } from 'react';
import { useAuthSuccess } from '../hooks/use-auth-success';
import { useRedirectWhenSignedIn } from '../hooks/use-redirect-when-signed-in';
import { AuthForm } from '../../../components/auth-form';
import { EMAIL_SIGN_IN, EMAIL_SIGN_UP } from './email-auth-variants';
import '../../../lib/account-forms.css';

type AuthTab = 'signin' | 'signup';

/** The combined sign-in / sign-up screen of /auth and /enhanced-social-auth. */
export function AuthScreen() {
  const [tab, setTab] = useState<AuthTab>('signin');
  const { onSuccess, authenticating, finishing } = useAuthSuccess();
  useRedirectWhenSignedIn(authenticating);

  return (
    <div className="pc-container pc-page">
      <Card className="account-auth">
        <h1>Welcome to Pet Cora</h1>
        <p className="pc-muted account-auth__tagline">The premium social platform for pet lovers</p>
        <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
          <TabsList aria-label="Sign in or sign up">
            <TabsTrigger value="signin">Sign In</TabsTrigger>
            <TabsTrigger value="signup">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            <AuthForm
              variant={EMAIL_SIGN_IN}
              finishing={finishing}
              onSuccess={() => onSuccess('Welcome back!', "You've successfully signed in.")}
              switchTo={{
                question: "Don't have an account?",
                action: 'Create an account',
                onSwitch: () => setTab('signup'),
              }}
            />
          </TabsContent>
          <TabsContent value="signup">
            <AuthForm
              variant={EMAIL_SIGN_UP}
              finishing={finishing}
              onSuccess={() =>
                onSuccess(
                  'Welcome to Pet Cora',
                  'Your account has been created successfully. Setting up your profile...',
                )
              }
              switchTo={{
                question: 'Already have an account?',
                action: 'Sign in',
                onSwitch: () => setTab('signin'),
              }}
            />
          </TabsContent>
        </Tabs>
      </Card>
    </div>
  );
}
