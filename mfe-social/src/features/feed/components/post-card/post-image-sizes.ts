/**
 * How wide a post's picture is drawn, for the browser's choice among its renditions: the whole screen up to the
 * mobile breakpoint (768 px), else the feed column (40rem) less the card's padding.
 */
export const POST_IMAGE_SIZES = '(max-width: 768px) 100vw, 600px';
