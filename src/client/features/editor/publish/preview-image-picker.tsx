import { imageUrl } from '@shared/media/image-url';
import { PUBLISH_TEXTS } from '../texts';
import type { StoryImage } from '@shared/content/story-images';
import styles from './publish-dialog.module.css';

interface PreviewImagePickerProps {
  images: StoryImage[];
  selectedId: string | null;
  focusX: number;
  focusY: number;
  onSelect: (id: string | null) => void;
  onFocusChange: (x: number, y: number) => void;
}

/** Picks the preview image among the story's images and where its crop centres. */
export function PreviewImagePicker(props: PreviewImagePickerProps) {
  const { images, selectedId, focusX, focusY } = props;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{PUBLISH_TEXTS.previewImage}</legend>
      {selectedId ? (
        <img
          className={styles.previewCrop}
          src={imageUrl(selectedId, { width: 400, height: 200, strategy: 'crop', focusX, focusY })}
          alt=""
          width={400}
          height={200}
        />
      ) : null}
      <div className={styles.thumbs}>
        <label className={styles.thumb}>
          <input
            type="radio"
            name="preview-image"
            checked={selectedId === null}
            onChange={() => props.onSelect(null)}
          />
          <span>{PUBLISH_TEXTS.noImage}</span>
        </label>
        {images.map((image, index) => (
          <label key={`${image.id}-${index}`} className={styles.thumb}>
            <input
              type="radio"
              name="preview-image"
              checked={selectedId === image.id}
              onChange={() => props.onSelect(image.id)}
            />
            <img
              src={imageUrl(image.id, { width: 100, height: 100, strategy: 'fill' })}
              alt={image.alt || `${PUBLISH_TEXTS.previewImage} ${index + 1}`}
              width={56}
              height={56}
            />
          </label>
        ))}
      </div>
      {selectedId ? (
        <div className={styles.focusRow}>
          <label>
            {PUBLISH_TEXTS.focusX}
            <input
              type="range"
              min={0}
              max={100}
              step={5}
              value={focusX}
              onChange={(event) => props.onFocusChange(Number(event.target.value), focusY)}
            />
          </label>
          <label>
            {PUBLISH_TEXTS.focusY}
            <input
              type="range"
              min={0}
              max={100}
              step={5}
              value={focusY}
              onChange={(event) => props.onFocusChange(focusX, Number(event.target.value))}
            />
          </label>
        </div>
      ) : null}
    </fieldset>
  );
}
