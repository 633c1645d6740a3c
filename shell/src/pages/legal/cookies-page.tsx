import { Button } from '@petcora/ui/button';
import { openCookieSettings } from '@petcora/ui/consent';
import { Link } from 'react-router-dom';
import { COOKIE_TABLE } from './cookie-table';
import { LegalPage, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  {
    id: 'what-are-cookies',
    title: 'What cookies are',
    body: (
      <p>
        Cookies are small text files a website stores in your browser. Similar technologies, such as local
        storage, work the same way, and this policy covers them too. Some are needed for the site to work;
        others are optional and used only if you agree.
      </p>
    ),
  },
  {
    id: 'types',
    title: 'The types of cookies we use',
    body: (
      <dl className="shell-legal__types">
        <dt>Essential</dt>
        <dd>
          Keep you signed in, protect forms against forgery (XSRF-TOKEN), hold your cart and remember your
          cookie choices. They cannot be switched off.
        </dd>
        <dt>Performance</dt>
        <dd>
          Count visits anonymously and show us which pages are slow or unhelpful, so we can improve them.
        </dd>
        <dt>Functionality</dt>
        <dd>
          Remember choices you make, such as display preferences, so you don&apos;t have to set them again.
        </dd>
        <dt>Marketing</dt>
        <dd>Measure our campaigns and help show you relevant Pet Cora offers on other sites.</dd>
      </dl>
    ),
  },
  {
    id: 'cookie-list',
    title: 'Cookies we set',
    body: (
      <div className="shell-table-wrap">
        <table className="shell-table">
          <caption className="pc-visually-hidden">Named cookies, their purpose, type and duration</caption>
          <thead>
            <tr>
              <th scope="col">Cookie</th>
              <th scope="col">Purpose</th>
              <th scope="col">Type</th>
              <th scope="col">Duration</th>
            </tr>
          </thead>
          <tbody>
            {COOKIE_TABLE.map((row) => (
              <tr key={row.name}>
                <th scope="row">
                  <code>{row.name}</code>
                </th>
                <td>{row.purpose}</td>
                <td>{row.type}</td>
                <td>{row.duration}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    ),
  },
  {
    id: 'third-parties',
    title: 'Third-party services',
    body: (
      <ul>
        <li>
          <strong>Analytics</strong> services, used only with performance consent, to understand how the site
          is used.
        </li>
        <li>
          <strong>Payment</strong> providers, which set their own essential cookies during checkout to process
          payments securely and prevent fraud.
        </li>
        <li>
          <strong>Social networks</strong>, whose share buttons and embedded posts may set cookies once you
          interact with them; used only with marketing consent.
        </li>
        <li>
          <strong>Customer support</strong> tools that remember an open support conversation.
        </li>
      </ul>
    ),
  },
  {
    id: 'managing-consent',
    title: 'Managing your consent',
    body: (
      <>
        <p>
          On your first visit we ask which optional cookies you accept; nothing optional is set before you
          choose. You can change your mind at any time with the &apos;Cookie Settings&apos; link in the footer
          of every page, or here:
        </p>
        <p>
          <Button variant="secondary" onClick={openCookieSettings}>
            Open Cookie Settings
          </Button>
        </p>
      </>
    ),
  },
  {
    id: 'browser-settings',
    title: 'Browser settings and opting out',
    body: (
      <p>
        Most browsers let you block or delete cookies in their privacy settings; see the help pages of Chrome,
        Firefox, Safari or Edge. You can also opt out of interest-based advertising at{' '}
        <a href="https://optout.aboutads.info" rel="noopener noreferrer">
          optout.aboutads.info
        </a>{' '}
        and{' '}
        <a href="https://www.youronlinechoices.eu" rel="noopener noreferrer">
          youronlinechoices.eu
        </a>
        .
      </p>
    ),
  },
  {
    id: 'disabling',
    title: 'If you disable cookies',
    body: (
      <p>
        Refusing optional cookies changes nothing you can see. Blocking essential cookies in your browser,
        however, means you cannot sign in, keep items in your cart or check out.
      </p>
    ),
  },
  {
    id: 'mobile',
    title: 'Mobile devices',
    body: (
      <p>
        On phones and tablets we use the same technologies through your mobile browser, and the same choices
        apply. Your device&apos;s settings may also let you limit ad tracking.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Our session cookie cannot be read by scripts (HttpOnly), is sent only to our own site (SameSite) and,
        on our live site, only over encrypted connections (Secure).
      </p>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International transfers',
    body: (
      <p>
        Some of the services above may process cookie data outside your country. We use them only with
        safeguards described in our <Link to="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'updates',
    title: 'Updates to this policy',
    body: (
      <p>
        We update this policy when the cookies we use change, and change the &apos;Last updated&apos; date
        above. If we add a new kind of optional cookie, we ask for your consent again.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about cookies: <a href="mailto:privacy@petcora.example">privacy@petcora.example</a>, or Pet
        Cora, Inc., 200 Orange Street, Suite 4, New Haven, CT 06510, United States.
      </p>
    ),
  },
];

export default function CookiesPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      intro={
        <p className="shell-hero__lead">Which cookies Pet Cora uses, why, and how you stay in control.</p>
      }
      sections={sections}
    />
  );
}
