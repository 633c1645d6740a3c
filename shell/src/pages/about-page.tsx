import { buttonClassName } from '@petcora/ui/button';
import { Card } from '@petcora/ui/card';
import { Link } from 'react-router-dom';

const values = [
  {
    title: 'Natural first',
    text: 'Every product we stock is made with gentle, transparent ingredients, chosen with pet wellness in mind.',
  },
  {
    title: 'Community led',
    text: 'Pet parents share stories, tips and photos, and help each other care for the animals they love.',
  },
  {
    title: 'Thoughtful technology',
    text: 'Pet Haven brings smart storage and sensors home, so good routines take less effort.',
  },
];

export default function AboutPage() {
  return (
    <article className="pc-container pc-page">
      <div className="shell-prose">
        <h1>About Pet Cora</h1>
        <p className="shell-hero__lead">
          Pet Cora is the premium social platform for pet lovers: a community to share your pets&apos;
          stories, a store of natural grooming and wellness products, and Pet Haven, our smart storage
          appliance for everything your pet needs.
        </p>
        <p>
          We started Pet Cora in Connecticut because we wanted one calm, trustworthy place for the whole of
          pet life: the advice, the friendships, the products and the everyday routines. We keep the community
          family-friendly, the store honest and the technology useful.
        </p>
      </div>
      <h2>What we care about</h2>
      <div className="shell-grid">
        {values.map((value) => (
          <Card key={value.title}>
            <h3 className="shell-card-title">{value.title}</h3>
            <p className="pc-muted">{value.text}</p>
          </Card>
        ))}
      </div>
      <div className="shell-hero__actions">
        <Link to="/community" className={buttonClassName('primary')}>
          Join the community
        </Link>
        <Link to="/store" className={buttonClassName('secondary')}>
          Visit the store
        </Link>
      </div>
    </article>
  );
}
