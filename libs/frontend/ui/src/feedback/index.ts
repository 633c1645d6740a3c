export { Skeleton } from './skeleton';
export { Badge } from './badge';
