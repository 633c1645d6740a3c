import { buttonClassName, Card } from '@petcora/ui';
import { Link } from 'react-router-dom';

const features = [
  { title: 'Smart Storage', text: 'Dry, refrigerated and miscellaneous compartments in one elegant unit.' },
  { title: 'Quality Assurance', text: 'Sensors watch freshness and temperature so food stays safe.' },
  { title: 'Automated Schedule', text: 'Feeding and supply reminders that fit your routine.' },
];

export function PetHavenPage() {
  return (
    <div className="pc-container pc-page">
      <h1 className="shell-display">PET HAVEN</h1>
      <p className="shell-hero__lead">The AI-integrated 3-in-1 pet storage appliance.</p>
      <div className="shell-hero__actions">
        <Link to="/store" className={buttonClassName('primary', 'lg')}>
          Shop Now
        </Link>
        <Link to="/membership" className={buttonClassName('secondary', 'lg')}>
          Join Membership
        </Link>
      </div>
      <div className="shell-grid">
        {features.map((feature) => (
          <Card key={feature.title}>
            <h2 className="shell-card-title">{feature.title}</h2>
            <p className="pc-muted">{feature.text}</p>
          </Card>
        ))}
      </div>
    </div>
  );
}
