export { TrendingHashtags, hashtagSearchPath } from './components/trending-hashtags';
