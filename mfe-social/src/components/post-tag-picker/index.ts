export { PostTagPicker, NO_TAGS, type PostTagChoice } from './post-tag-picker';
