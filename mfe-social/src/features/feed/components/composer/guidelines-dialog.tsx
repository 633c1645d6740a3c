import { Button, Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@petcora/ui';
import { BookOpen } from 'lucide-react';
import { COMMUNITY_GUIDELINES } from '../../post-rules';

/** The 'Guidelines' button and its dialog with the spec's community guidelines. */
export function GuidelinesDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <BookOpen aria-hidden="true" />
          Guidelines
        </Button>
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
