/** A labelled bar for the media upload (large videos take a while). */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="social-upload-progress">
      <progress max={100} value={percent} aria-label="Upload progress" />
      <span aria-live="polite">Uploading {percent}%</span>
    </div>
  );
}
