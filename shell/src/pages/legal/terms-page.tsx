import { Link } from 'react-router-dom';
import { LegalPage, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: (
      <p>
        These terms govern your use of Pet Cora: our website, the pet community, the online store of natural
        grooming and wellness products, information about the Pet Haven storage appliance and our membership
        plans. Pet Cora is run by Pet Cora, Inc. (&quot;we&quot;, &quot;us&quot;). Please read them carefully;
        they are a binding agreement between you and us.
      </p>
    ),
  },
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    body: (
      <p>
        By creating an account, signing in, placing an order or otherwise using Pet Cora, you accept these
        terms and our <Link to="/privacy">Privacy Policy</Link>. If you do not agree, please do not use the
        service.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    body: (
      <>
        <p>
          You must be at least 13 years old to use Pet Cora. If you are under 18, you may use Pet Cora only
          with the consent and supervision of a parent or legal guardian, who accepts these terms on your
          behalf.
        </p>
        <p>You may not use Pet Cora if we have previously suspended or removed your account.</p>
      </>
    ),
  },
  {
    id: 'account-responsibilities',
    title: 'Your account',
    body: (
      <ul>
        <li>
          Each person may hold one account only. Accounts are personal and may not be shared, sold or
          transferred.
        </li>
        <li>Give accurate information when you sign up and keep it up to date.</li>
        <li>Keep your password secret. You are responsible for everything done through your account.</li>
        <li>
          Tell us straight away at support@petcora.example if you think someone else has used your account.
        </li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You may use Pet Cora to:</p>
        <ul>
          <li>share stories, photos and advice about your pets and pet care;</li>
          <li>follow, like, comment on, repet and bookmark other members&apos; posts;</li>
          <li>buy products for your own use or as gifts.</li>
        </ul>
        <p>You must not:</p>
        <ul>
          <li>harass, threaten, bully or impersonate anyone;</li>
          <li>
            post content that is unlawful, hateful, sexually explicit, violent or that shows cruelty to
            animals;
          </li>
          <li>send spam, run unauthorised advertising or sell animals through the community;</li>
          <li>
            upload malware, probe or disrupt our systems, or scrape the service without our written
            permission;
          </li>
          <li>create accounts automatically or hold more than one account.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'content-guidelines',
    title: 'Content guidelines',
    body: (
      <>
        <p>
          Pet Cora is a family-friendly community. Everything you post must be suitable for all ages,
          respectful of other members and kind to animals. You keep ownership of what you post, and you give
          us a worldwide, non-exclusive, royalty-free licence to host, display and share it within Pet Cora so
          the service can work.
        </p>
        <p>
          We may remove content or limit accounts that break these guidelines. If you see something that does,
          please report it to support@petcora.example.
        </p>
      </>
    ),
  },
  {
    id: 'store',
    title: 'Online store',
    body: (
      <ul>
        <li>
          Prices are shown in US dollars and include the product price only; shipping and taxes are shown at
          checkout.
        </li>
        <li>
          An order is a request to buy. It is accepted when we confirm it; we may decline orders, for example
          if stock runs out.
        </li>
        <li>We describe products as accurately as we can. Product pictures are illustrations.</li>
        <li>
          Natural does not mean suitable for every animal: check the ingredients and ask your veterinarian if
          your pet has allergies or a condition.
        </li>
        <li>
          Unopened products may be returned within 30 days of delivery for a refund of the product price.
        </li>
      </ul>
    ),
  },
  {
    id: 'membership',
    title: 'Membership',
    body: (
      <ul>
        <li>
          Paid membership plans are subscriptions that renew automatically at the end of each billing period
          at the price then shown, until you cancel.
        </li>
        <li>
          You can cancel at any time from your account; cancellation takes effect at the end of the current
          period.
        </li>
        <li>We do not give refunds for partial periods.</li>
        <li>
          We will tell you in advance about any change to a plan&apos;s price or benefits, and you may cancel
          before it applies.
        </li>
      </ul>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    body: (
      <p>
        The Pet Cora and Pet Haven names, logos, designs, text, artwork and software belong to us or our
        licensors and are protected by law. You may not copy, modify or use them except as these terms allow
        or with our written permission.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <p>
        How we collect and use personal information is explained in our{' '}
        <Link to="/privacy">Privacy Policy</Link>, and how we use cookies in our{' '}
        <Link to="/cookies">Cookie Policy</Link>.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <>
        <p>
          Pet Cora may offer AI-generated pet-care insights, for example through Pet Haven&apos;s automated
          schedules. These insights are general information only. They are not veterinary advice and do not
          replace an examination by a qualified veterinarian. Always consult your veterinarian about your
          pet&apos;s health.
        </p>
        <p>
          Advice shared by other members is their own opinion. The service is provided &quot;as is&quot; and
          &quot;as available&quot;, without warranties of any kind beyond those the law requires.
        </p>
      </>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of liability',
    body: (
      <p>
        To the extent the law allows, we are not liable for indirect, incidental or consequential losses, and
        our total liability to you for any claim is limited to the greater of the amount you paid us in the
        twelve months before the claim and US$100. Nothing in these terms limits liability that cannot be
        limited by law.
      </p>
    ),
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    body: (
      <p>
        You agree to defend and compensate us, our staff and partners against claims, losses and costs arising
        from content you post, your breach of these terms or your misuse of the service.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <p>
        You may stop using Pet Cora and close your account at any time. We may suspend or close accounts that
        break these terms or put other members at risk. Sections that by their nature should survive
        termination (such as intellectual property, disclaimers and liability) continue to apply.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of the State of Connecticut, USA, without regard to its
        conflict-of-law rules. Disputes will be heard by the state and federal courts located in Connecticut,
        unless the law of your home country gives you the right to bring a claim elsewhere.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as Pet Cora grows. We will change the &apos;Last updated&apos; date above
        and, for important changes, tell you by e-mail or in the app before they apply. If you keep using Pet
        Cora after that, you accept the updated terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these terms: <a href="mailto:support@petcora.example">support@petcora.example</a>, or
        write to Pet Cora, Inc., 200 Orange Street, Suite 4, New Haven, CT 06510, United States.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p className="shell-hero__lead">
          The rules for using Pet Cora&apos;s community, store and membership, in plain words.
        </p>
      }
      sections={sections}
    />
  );
}
