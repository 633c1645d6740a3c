import { Button } from '@petcora/ui/button';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** Where a community search goes: /explore, which reads `?q=` (people, posts and products). */
export const explorePath = (text: string) =>
  text ? `/explore?${new URLSearchParams({ q: text })}` : '/explore';

/** The community's search box: submitting opens the explore search with the text (a '#tag' searches the hashtag). */
export function CommunitySearch() {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(explorePath(text.trim()));
  };
  return (
    <form role="search" className="social-search" onSubmit={submit}>
      <label htmlFor={inputId} className="pc-visually-hidden">
        Search the community
      </label>
      <Search aria-hidden="true" className="social-search__icon" />
      <input
        id={inputId}
        type="search"
        className="pc-field__input social-search__input"
        placeholder="Search posts or #hashtags"
        maxLength={100}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary" size="sm">
        Search
      </Button>
    </form>
  );
}
