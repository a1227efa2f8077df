import { useState, type ImgHTMLAttributes } from 'react';

/**
 * An image that hides itself when it cannot be loaded (document 2: "A broken image hides itself"). Its
 * width and height are required, as for every image of the app: its box is kept while it loads.
 */
export function SafeImage({ width, height, ...props }: ImgHTMLAttributes<HTMLImageElement> & { width: number; height: number }) {
  const [brokenSrc, setBrokenSrc] = useState<string | undefined>(undefined);
  if (!props.src || brokenSrc === props.src) return null;
  return <img width={width} height={height} {...props} onError={() => setBrokenSrc(props.src)} />;
}
