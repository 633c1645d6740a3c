import { Button, buttonClassName, toast } from '@petcora/ui';
import { ImagePlus, X } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { useObjectUrls } from '../../hooks/use-object-urls';
import { pickImages } from '../../pick-images';
import { MAX_IMAGES_PER_POST } from '../../post-rules';

interface ImagePickerProps {
  images: File[];
  onChange: (images: File[]) => void;
  disabled?: boolean;
}

/** Up to four pictures with previews and remove buttons; the picker is disabled at four (spec). */
export function ImagePicker({ images, onChange, disabled }: ImagePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const previews = useObjectUrls(images);
  const full = images.length >= MAX_IMAGES_PER_POST;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const { images: kept, problem } = pickImages(images, Array.from(event.target.files ?? []));
    event.target.value = '';
    if (problem) toast({ ...problem, variant: 'destructive' });
    onChange(kept);
  };

  return (
    <div className="social-image-picker">
      {images.length > 0 && (
        <ul className="social-image-picker__previews" aria-label="Chosen images">
          {images.map((image, index) => (
            <li key={`${image.name}-${index}`} className="social-image-picker__preview">
              {previews[index] && (
                <img src={previews[index]} alt={`Image ${index + 1}: ${image.name}`} width={96} height={96} />
              )}
              <button
                type="button"
                className={buttonClassName('secondary', 'sm', 'social-image-picker__remove')}
                aria-label={`Remove image ${index + 1}`}
                disabled={disabled}
                onClick={() => onChange(images.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* The real picker stays out of the tab order; the button below opens it and shows the count. */}
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        multiple
        hidden
        tabIndex={-1}
        aria-label="Choose images"
        disabled={disabled || full}
        onChange={choose}
      />
      <Button variant="ghost" size="sm" disabled={disabled || full} onClick={() => inputRef.current?.click()}>
        <ImagePlus aria-hidden="true" />
        Add images ({images.length}/{MAX_IMAGES_PER_POST})
      </Button>
    </div>
  );
}
