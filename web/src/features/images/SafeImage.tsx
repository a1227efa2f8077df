import { useState, type ImgHTMLAttributes } from 'react';

/** An image that hides itself when it cannot be loaded (document 2: "A broken image hides itself"). */
export function SafeImage(props: ImgHTMLAttributes<HTMLImageElement>) {
  const [brokenSrc, setBrokenSrc] = useState<string | undefined>(undefined);
  if (!props.src || brokenSrc === props.src) return null;
  return <img {...props} onError={() => setBrokenSrc(props.src)} />;
}
