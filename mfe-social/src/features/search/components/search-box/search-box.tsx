import '../search.css';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useDebouncedCallback } from '../../hooks/use-debounced-callback';
import { MAX_QUERY_LENGTH, normaliseQuery } from '../../lib/explore-params';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  /** The query in the address. */
  query: string;
  /** Called ~300 ms after typing stops, at once on Enter or clear. */
  onQueryChange: (query: string) => void;
}

/**
 * The explore search box: searches as you type (debounced), Enter searches at once, the clear button empties it and
 * keeps the focus in the box. Follows the address when it changes from outside (back, forward, a shared link).
 */
export function SearchBox({ query, onQueryChange }: SearchBoxProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(query);
  // The last query this box sent; an address change to anything else came from outside and replaces the text.
  const sent = useRef(query);
  useEffect(() => {
    if (query !== sent.current) {
      sent.current = query;
      setText(query);
    }
  }, [query]);

  const send = (value: string) => {
    const next = normaliseQuery(value);
    if (next === sent.current) return;
    sent.current = next;
    onQueryChange(next);
  };
  const debounced = useDebouncedCallback(send, SEARCH_DEBOUNCE_MS);

  return (
    <form
      role="search"
      className="social-search-box"
      onSubmit={(event) => {
        event.preventDefault();
        debounced.cancel();
        send(text);
      }}
    >
      <label htmlFor={inputId} className="pc-visually-hidden">
        Search
      </label>
      <Search className="social-search-box__icon" aria-hidden="true" />
      <input
        ref={input}
        id={inputId}
        type="search"
        className="social-search-box__input"
        placeholder="Search pets, products, or people"
        value={text}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          setText(event.target.value);
          debounced.run(event.target.value);
        }}
      />
      {text !== '' && (
        <button
          type="button"
          className="social-search-box__clear"
          aria-label="Clear search"
          onClick={() => {
            setText('');
            debounced.cancel();
            send('');
            input.current?.focus();
          }}
        >
          <X aria-hidden="true" />
        </button>
      )}
    </form>
  );
}
