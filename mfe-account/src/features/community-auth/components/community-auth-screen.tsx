import { Card } from '@petcora/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@petcora/ui/tabs';
import { buttonClassName } from '@petcora/ui/button';
import { ArrowLeft, Leaf, PenLine, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CommunitySignInForm } from './community-sign-in-form';
import { CommunitySignUpForm } from './community-sign-up-form';
import '../../../lib/account-forms.css';
import './community-auth.css';

const POINTS = [
  { icon: PenLine, title: 'Share Your Story', text: "Post photos and moments from your pet's life." },
  { icon: Leaf, title: 'Natural Pet Care', text: 'Swap tips on natural grooming and wellness.' },
  { icon: Users, title: 'Expert Community', text: 'Learn from experienced pet parents and pros.' },
];

/** /legacy-auth: the community page with username sign-in and the full sign-up. `title` is the card heading. */
export function CommunityAuthScreen({ title }: { title: ReactNode }) {
  return (
    <div className="pc-container pc-page community-auth">
      <Link to="/" className={buttonClassName('ghost', 'sm', 'community-auth__back')}>
        <ArrowLeft aria-hidden="true" /> Back to Home
      </Link>
      <div className="community-auth__grid">
        <section aria-labelledby="community-auth-headline">
          <h1 id="community-auth-headline">Join the Pet Cora Community</h1>
          <ul className="community-auth__points">
            {POINTS.map(({ icon: Icon, title: pointTitle, text }) => (
              <li key={pointTitle}>
                <Icon aria-hidden="true" />
                <div>
                  <h2>{pointTitle}</h2>
                  <p className="pc-muted">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <Card className="community-auth__card">
          {title}
          <Tabs defaultValue="signin">
            <TabsList aria-label="Sign in or create an account">
              <TabsTrigger value="signin">Sign In</TabsTrigger>
              <TabsTrigger value="signup">Create Account</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <CommunitySignInForm />
            </TabsContent>
            <TabsContent value="signup">
              <CommunitySignUpForm />
            </TabsContent>
          </Tabs>
        </Card>
      </div>
    </div>
  );
}
