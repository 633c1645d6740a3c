import { Link } from 'react-router-dom';
import { LegalPage, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  {
    id: 'data-we-collect',
    title: 'Information we collect',
    body: (
      <ul>
        <li>
          <strong>Account details</strong>: e-mail address, username, name, display name, password (stored
          only as a secure hash), and optional bio, location, website and photos.
        </li>
        <li>
          <strong>Content</strong>: the posts, photos, comments, likes, repets, bookmarks and follows you
          make.
        </li>
        <li>
          <strong>Orders</strong>: products bought, delivery address and order history. Card details are
          handled by our payment provider; we never see or store full card numbers.
        </li>
        <li>
          <strong>Technical data</strong>: device and browser type, pages visited and, with your consent,
          anonymous analytics (see our <Link to="/cookies">Cookie Policy</Link>).
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    body: (
      <ul>
        <li>to run your account and show your profile and posts to the community;</li>
        <li>to process, deliver and support your orders and memberships;</li>
        <li>
          to keep Pet Cora safe: preventing fraud, spam and abuse, and enforcing our{' '}
          <Link to="/terms">Terms of Service</Link>;
        </li>
        <li>to improve the service, using analytics only where you have agreed to it;</li>
        <li>to send you service messages and, only if you opt in, news and offers.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'How we share it',
    body: (
      <>
        <p>We never sell your personal information. We share it only:</p>
        <ul>
          <li>
            with service providers who help us run Pet Cora (hosting, payments, delivery, e-mail, support),
            under contracts that protect it;
          </li>
          <li>publicly, where you choose to post it in the community;</li>
          <li>when the law requires it, or to protect the safety of our members and their pets;</li>
          <li>with a buyer of our business, who must keep these promises.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        We protect your information with encrypted connections, hashed passwords, access controls and regular
        reviews. No system is perfectly secure, so please use a strong, unique password and tell us about
        anything suspicious.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <p>
        You can see, correct and download your information, delete your posts or your whole account, object to
        or restrict some uses, and withdraw consent (for example through &apos;Cookie Settings&apos; in the
        footer) at any time. Write to <a href="mailto:privacy@petcora.example">privacy@petcora.example</a>; we
        answer within 30 days.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep account information while your account is open and delete it within 30 days after you close
        it, except order records, which we keep for seven years for tax and accounting, and anything we must
        keep by law.
      </p>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International transfers',
    body: (
      <p>
        Pet Cora is based in the United States, and our providers may process information in other countries.
        Where we transfer personal information across borders, we use safeguards such as standard contractual
        clauses.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children under 13',
    body: (
      <p>
        Pet Cora is not for children under 13, and we do not knowingly collect their personal information. If
        you believe a child under 13 has given us information, contact us and we will delete it. Members aged
        13 to 17 need a parent&apos;s or guardian&apos;s consent.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Privacy questions: <a href="mailto:privacy@petcora.example">privacy@petcora.example</a>, or Pet Cora,
        Inc., 200 Orange Street, Suite 4, New Haven, CT 06510, United States.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p className="shell-hero__lead">
          What we collect, why, and the choices you have. We keep it to what Pet Cora needs.
        </p>
      }
      sections={sections}
    />
  );
}
