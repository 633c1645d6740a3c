import { Button } from '@petcora/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@petcora/ui/dialog';
import { BookOpen } from 'lucide-react';
import { COMMUNITY_GUIDELINES } from '../../post-rules';
import './composer.css';

/**
 * The 'Guidelines' button and its dialog with the spec's community guidelines. `link` draws the trigger as a text link
 * (the community sidebar's footer).
 */
export function GuidelinesDialog({ trigger = 'button' }: { trigger?: 'button' | 'link' }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        {trigger === 'link' ? (
          <button type="button" className="social-link-button">
            Guidelines
          </button>
        ) : (
          <Button variant="ghost" size="sm">
            <BookOpen aria-hidden="true" />
            Guidelines
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Community Guidelines</DialogTitle>
        <DialogDescription>Please keep Pet Cora a friendly place for every pet lover.</DialogDescription>
        <ul className="social-guidelines">
          {COMMUNITY_GUIDELINES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
