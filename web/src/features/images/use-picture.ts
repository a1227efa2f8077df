import { useEffect, useRef, useState } from 'react';
import { loadImage } from './canvas';

export interface Picture {
  file: File;
  image: HTMLImageElement;
  /** The object URL a preview shows; let go when the file is replaced or the screen closes. */
  url: string;
}

/**
 * A chosen file, decoded. `onLoaded` runs once per file when its picture is ready (a crop starts from
 * it), `onFailed` when the browser cannot read it.
 */
export function usePicture(file: File | null, { onLoaded, onFailed }: { onLoaded?(picture: Picture): void; onFailed?(file: File): void } = {}) {
  const [loaded, setLoaded] = useState<Picture | null>(null);
  const [failed, setFailed] = useState<File | null>(null);
  const callbacks = useRef({ onLoaded, onFailed });
  useEffect(() => {
    callbacks.current = { onLoaded, onFailed };
  });
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    let current = true;
    loadImage(url).then(
      (image) => {
        if (!current) return;
        const picture = { file, image, url };
        setLoaded(picture);
        callbacks.current.onLoaded?.(picture);
      },
      () => {
        if (!current) return;
        setFailed(file);
        callbacks.current.onFailed?.(file);
      },
    );
    return () => {
      current = false;
      URL.revokeObjectURL(url);
    };
  }, [file]);
  return { picture: file && loaded?.file === file ? loaded : null, failed: file !== null && failed === file };
}
