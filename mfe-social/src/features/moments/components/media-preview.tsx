import { Button } from '@petcora/ui/button';
import { X } from 'lucide-react';
import { useObjectUrl } from '@petcora/ui/photo-chooser';

/** The chosen picture or video, with a remove button. */
export function MediaPreview({
  file,
  onRemove,
  disabled,
}: {
  file: File;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const url = useObjectUrl(file);
  if (!url) return null;
  return (
    <div className="social-moment__preview">
      {file.type.startsWith('video/') ? (
        <video src={url} controls preload="metadata" aria-label={`Preview of ${file.name}`} />
      ) : (
        <img src={url} alt={`Preview of ${file.name}`} width={320} height={240} />
      )}
      <Button
        variant="secondary"
        size="sm"
        className="social-moment__remove"
        aria-label="Remove media"
        disabled={disabled}
        onClick={onRemove}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
