import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PostContent } from './post-content';

const show = (content: string) =>
  render(
    <MemoryRouter>
      <PostContent content={content} />
    </MemoryRouter>,
  );

describe('mentions and hashtags in post text', () => {
  it('links @mentions to the profile and #hashtags to the explore search, keeping the text around them', () => {
    const { container } = show('Walkies with @Rex_1 at the park #GoldenRetriever! cc @luna.');
    expect(screen.getByRole('link', { name: '@Rex_1' })).toHaveAttribute('href', '/user/Rex_1');
    expect(screen.getByRole('link', { name: '@luna' })).toHaveAttribute('href', '/user/luna');
    expect(screen.getByRole('link', { name: '#GoldenRetriever' })).toHaveAttribute(
      'href',
      '/explore?q=%23goldenretriever',
    );
    expect(container.textContent).toBe('Walkies with @Rex_1 at the park #GoldenRetriever! cc @luna.');
  });

  it('leaves addresses, entities, anchors and over-long tags as text', () => {
    show(`mail me at maya@example.com, &#39; example.com/#top a#b #${'x'.repeat(51)}`);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
