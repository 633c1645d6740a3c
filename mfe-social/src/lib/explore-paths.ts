/** The explore search for a hashtag (`/explore?q=%23tag`): where trending tags and tags in post text lead. */
export const hashtagSearchPath = (tag: string) => `/explore?${new URLSearchParams({ q: `#${tag}` })}`;

/** A member's profile page. */
export const profilePath = (username: string) => `/user/${encodeURIComponent(username)}`;
