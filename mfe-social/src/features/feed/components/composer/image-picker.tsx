import { Button, buttonClassName } from '@petcora/ui/button';
import { useObjectUrls } from '@petcora/ui/photo-chooser';
import { toast } from '@petcora/ui/toast';
import { ImagePlus, X } from 'lucide-react';
import { useMemo, useRef, type ChangeEvent } from 'react';
import { pickImages } from '../../pick-images';
import { IMAGE_ALT_MAX_LENGTH, MAX_IMAGES_PER_POST } from '../../post-rules';

/** A chosen picture and the member's description of it (alt text, read by screen readers). */
export interface ChosenImage {
  file: File;
  alt: string;
}

interface ImagePickerProps {
  images: ChosenImage[];
  onChange: (images: ChosenImage[]) => void;
  disabled?: boolean;
}

/**
 * Up to four pictures with previews, a description field each and remove buttons; the picker is disabled at four
 * (spec).
 */
export function ImagePicker({ images, onChange, disabled }: ImagePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const files = useMemo(() => images.map((image) => image.file), [images]);
  const previews = useObjectUrls(files);
  const full = images.length >= MAX_IMAGES_PER_POST;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const { images: kept, problem } = pickImages(files, Array.from(event.target.files ?? []));
    event.target.value = '';
    if (problem) toast({ ...problem, variant: 'destructive' });
    // pickImages keeps the chosen files first, in order: their descriptions stay with them.
    onChange(kept.map((file, index) => images[index] ?? { file, alt: '' }));
  };

  return (
    <div className="social-image-picker">
      {images.length > 0 && (
        <ul className="social-image-picker__previews" aria-label="Chosen images">
          {images.map((image, index) => (
            <li key={`${image.file.name}-${index}`} className="social-image-picker__preview">
              {previews[index] && (
                <img
                  src={previews[index]}
                  alt={image.alt || `Image ${index + 1}: ${image.file.name}`}
                  width={96}
                  height={96}
                />
              )}
              <input
                className="pc-field__input social-image-picker__alt"
                type="text"
                aria-label={`Describe image ${index + 1} (alt text)`}
                placeholder="Describe this image"
                maxLength={IMAGE_ALT_MAX_LENGTH}
                value={image.alt}
                disabled={disabled}
                onChange={(event) =>
                  onChange(
                    images.map((item, i) => (i === index ? { ...item, alt: event.target.value } : item)),
                  )
                }
              />
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
