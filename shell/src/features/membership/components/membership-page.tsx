import { useSession } from '@petcora/session';
import { Button } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { PageSpinner } from '@petcora/ui/spinner';
import { toast } from '@petcora/ui/toast';
import { Check } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { rememberRedirectAfterLogin } from '@petcora/session/redirect-after-login';
import { useMembershipPlans, type MembershipPlan } from '../api/get-membership-plans';
import { formatPlanPrice } from './format-price';

export default function MembershipPage() {
  const plans = useMembershipPlans();
  const status = useSession((state) => state.status);
  const navigate = useNavigate();

  function choose(plan: MembershipPlan) {
    if (status !== 'authenticated') {
      // Choosing a plan needs an account: sign in first, then come back here.
      rememberRedirectAfterLogin('/membership');
      navigate('/auth');
      return;
    }
    toast({
      title: 'Coming soon',
      description: `Purchasing the ${plan.name} plan is coming soon. We'll let you know when it opens.`,
    });
  }

  return (
    <div className="pc-container pc-page">
      <div className="shell-prose">
        <h1>Membership</h1>
        <p className="shell-hero__lead">
          Member pricing in the store, perks for Pet Haven owners and more ways to enjoy the community. Plans
          renew automatically and you can cancel at any time.
        </p>
      </div>
      {plans.isPending && (
        // Holds the plans' place, so the note below them does not move when they arrive (CLS).
        <div className="shell-plans-loading">
          <PageSpinner label="Loading membership plans" />
        </div>
      )}
      {plans.isError && (
        <Card role="alert" className="shell-remote-fallback">
          <h2>Plans are unavailable right now</h2>
          <p className="pc-muted">
            We couldn&apos;t load the membership plans. Please try again in a moment.
          </p>
          <Button onClick={() => void plans.refetch()}>Try again</Button>
        </Card>
      )}
      {plans.data && (
        <ul className="shell-plan-grid" aria-label="Membership plans">
          {plans.data.map((plan) => (
            <li key={plan.id}>
              <Card className="shell-plan">
                <h2 className="shell-card-title">{plan.name}</h2>
                {plan.description && <p className="pc-muted">{plan.description}</p>}
                <p className="shell-price">{formatPlanPrice(plan.price)}</p>
                <ul className="shell-plan__benefits" aria-label={`${plan.name} benefits`}>
                  {plan.benefits.map((benefit) => (
                    <li key={benefit}>
                      <Check aria-hidden="true" />
                      {benefit}
                    </li>
                  ))}
                </ul>
                <Button variant={plan.level === 2 ? 'primary' : 'secondary'} onClick={() => choose(plan)}>
                  Choose {plan.name}
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {status === 'authenticated' && (
        <p className="pc-muted">Membership purchase is coming soon. Choosing a plan now tells you more.</p>
      )}
      {status === 'anonymous' && (
        <p className="pc-muted">Choosing a plan asks you to sign in or create an account first.</p>
      )}
    </div>
  );
}
