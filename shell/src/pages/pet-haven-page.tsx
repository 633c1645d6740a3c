import { buttonClassName } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import {
  Archive,
  Refrigerator,
  ShieldCheck,
  Snowflake,
  Package,
  CalendarClock,
  Thermometer,
  Droplets,
  Scale,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';

const compartments = [
  {
    Icon: Archive,
    title: 'Dry compartment',
    text: 'Airtight, humidity-controlled storage for kibble, treats and dry food.',
  },
  {
    Icon: Snowflake,
    title: 'Refrigerated compartment',
    text: 'Cool, steady temperatures for fresh and wet food, portioned and ready.',
  },
  {
    Icon: Package,
    title: 'Miscellaneous compartment',
    text: 'A tidy home for shampoos, medicines, brushes, leads and toys.',
  },
];

const sensors = [
  { Icon: Thermometer, text: 'Temperature sensors keep the refrigerated compartment in its safe range.' },
  { Icon: Droplets, text: 'Humidity sensors protect dry food from moisture and staleness.' },
  { Icon: Scale, text: 'Weight sensors track supplies and remind you before anything runs out.' },
];

const features = [
  {
    Icon: Refrigerator,
    title: 'Smart Storage',
    text: 'Dry, refrigerated and miscellaneous compartments in one elegant unit that fits your kitchen.',
  },
  {
    Icon: ShieldCheck,
    title: 'Quality Assurance',
    text: 'Sensors watch freshness and temperature, and alert you if something needs attention.',
  },
  {
    Icon: CalendarClock,
    title: 'Automated Schedule',
    text: 'AI-integrated feeding and supply schedules that adapt to your routine and your pet.',
  },
];

export default function PetHavenPage() {
  return (
    <>
      <section className="shell-haven-hero" aria-labelledby="haven-title">
        <div className="pc-container shell-hero__layout">
          <div>
            <p className="shell-haven-hero__eyebrow">The premium 3-in-1 pet storage appliance</p>
            <h1 id="haven-title" className="shell-hero__title">
              Pet Haven
            </h1>
            <p className="shell-haven-hero__lead">
              One AI-integrated home for everything your pet eats and uses: dry, refrigerated and
              miscellaneous compartments, watched over by pet-tech sensors.
            </p>
            <div className="shell-hero__actions">
              <Link to="/store" className={buttonClassName('primary', 'lg')}>
                Shop Now
              </Link>
              <Link to="/membership" className={buttonClassName('secondary', 'lg')}>
                Join Membership
              </Link>
            </div>
          </div>
          <img
            className="shell-haven-hero__image"
            src="/assets/demo/home-4.svg"
            alt="The Pet Haven appliance: a tall cream unit with a glass food hopper, a control light and a bowl at its base"
            width={800}
            height={600}
            fetchPriority="high"
          />
        </div>
      </section>

      <section className="pc-container shell-section" aria-labelledby="haven-compartments">
        <h2 id="haven-compartments">Three compartments, one calm kitchen</h2>
        <IconCardGrid cards={compartments} />
      </section>

      <section className="pc-container shell-section" aria-labelledby="haven-sensors">
        <h2 id="haven-sensors">Pet-tech sensors</h2>
        <ul className="shell-sensor-list">
          {sensors.map(({ Icon, text }) => (
            <li key={text}>
              <Icon aria-hidden="true" className="shell-card-icon" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="pc-container shell-section" aria-labelledby="haven-features">
        <h2 id="haven-features">Why pet parents love it</h2>
        <IconCardGrid cards={features} cardClassName="shell-feature-card" />
      </section>
    </>
  );
}

/** A grid of cards, each an icon, a title and a line of text. */
function IconCardGrid({
  cards,
  cardClassName,
}: {
  cards: { Icon: LucideIcon; title: string; text: string }[];
  cardClassName?: string;
}) {
  return (
    <div className="shell-grid">
      {cards.map(({ Icon, title, text }) => (
        <Card key={title} className={cardClassName}>
          <Icon aria-hidden="true" className="shell-card-icon" />
          <h3 className="shell-card-title">{title}</h3>
          <p className="pc-muted">{text}</p>
        </Card>
      ))}
    </div>
  );
}
