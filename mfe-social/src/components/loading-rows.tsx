import { Skeleton } from '@petcora/ui/feedback';

/** Three placeholder rows under one accessible status text (`label`), while a list loads. */
export function LoadingRows({
  label,
  className,
  rowClassName,
}: {
  label: string;
  className: string;
  rowClassName: string;
}) {
  return (
    <div role="status" className={className}>
      <span className="pc-visually-hidden">{label}</span>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className={rowClassName} />
      ))}
    </div>
  );
}
