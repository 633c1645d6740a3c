import { LoadingRows } from '../../../components/loading-rows';

/** Three placeholder cards with an accessible status text. */
export function PostsLoading({ label = 'Loading posts...' }: { label?: string }) {
  return (
    <LoadingRows label={label} className="social-explore__list" rowClassName="social-explore__skeleton" />
  );
}
