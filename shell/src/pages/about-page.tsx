import { SimplePage } from './simple-page';

export function AboutPage() {
  return (
    <SimplePage title="About Pet Cora">
      <p>
        Pet Cora is the premium social platform for pet lovers: a community to share your pets&apos; stories, a store of
        natural grooming and wellness products, and Pet Haven, our smart storage appliance for everything your pet needs.
      </p>
    </SimplePage>
  );
}
