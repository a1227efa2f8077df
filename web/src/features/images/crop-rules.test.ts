import { describe, expect, it } from 'vitest';
import { centredArea, clampCrop, clampZoom, drawnSize, imageFileProblem, initialCrop, moveCrop, pinchCrop, zoomAboutCentre } from './crop-rules';

const MB = 1024 * 1024;
const wide = { width: 1200, height: 600 };

describe('chosen files', () => {
  it('takes JPEG, PNG and WebP up to 5MB', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/webp']) expect(imageFileProblem({ type, size: 5 * MB, name: 'a' })).toBeNull();
  });
  it('says what is wrong in the documented words', () => {
    expect(imageFileProblem({ type: 'image/gif', size: 1, name: 'a.gif' })).toEqual({ title: 'Invalid file type', description: 'Please upload a JPEG, PNG, or WebP image file.' });
    expect(imageFileProblem({ type: 'image/png', size: 5 * MB + 1, name: 'a.png' })).toEqual({ title: 'File too large', description: 'Please upload an image smaller than 5MB.' });
  });
  it('names the file in the crop test', () => {
    expect(imageFileProblem({ type: 'text/plain', size: 1, name: 'notes.txt' }, { namingFile: true })?.description).toContain('notes.txt');
    expect(imageFileProblem({ type: 'image/png', size: 6 * MB, name: 'big.png' }, { namingFile: true })?.description).toContain('big.png');
  });
});

describe('zoom', () => {
  it('is clamped to 0.5–3 in steps of 0.1', () => {
    expect(clampZoom(0.1)).toBe(0.5);
    expect(clampZoom(9)).toBe(3);
    expect(clampZoom(1.26)).toBe(1.3);
    expect(clampZoom(Number.NaN)).toBe(1);
  });
  it('keeps the centre of the frame where it was', () => {
    const start = initialCrop(wide);
    const zoomed = zoomAboutCentre(start, 2, wide);
    const centreInPicture = (s: typeof start) => (300 - s.x) / drawnSize(wide, s.zoom).width;
    expect(centreInPicture(zoomed)).toBeCloseTo(centreInPicture(start));
  });
});

describe('pinch', () => {
  const start = initialCrop(wide); // zoom 1, x -100: the 1200×600 picture drawn 800×400
  it('zooms by how far the fingers spread, about where they are', () => {
    // Fingers 100 px apart around (150, 200) spread to 200 px: zoom 2, and what was under (150, 200) stays there.
    const pinched = pinchCrop(start, { mid: { x: 150, y: 200 }, distance: 100 }, { mid: { x: 150, y: 200 }, distance: 200 }, wide);
    expect(pinched.zoom).toBe(2);
    const under = (s: typeof start, p: number) => (p - s.x) / drawnSize(wide, s.zoom).width;
    expect(under(pinched, 150)).toBeCloseTo(under(start, 150));
    expect(pinched).toEqual({ zoom: 2, x: -350, y: -200 });
  });
  it('drags when both fingers move together, and stays within the zoom range and the picture', () => {
    const zoomed = { zoom: 2, x: -350, y: -200 };
    expect(pinchCrop(zoomed, { mid: { x: 300, y: 200 }, distance: 80 }, { mid: { x: 250, y: 180 }, distance: 80 }, wide)).toEqual({ zoom: 2, x: -400, y: -220 });
    expect(pinchCrop(start, { mid: { x: 300, y: 200 }, distance: 50 }, { mid: { x: 300, y: 200 }, distance: 5000 }, wide).zoom).toBe(3);
    expect(pinchCrop(start, { mid: { x: 300, y: 200 }, distance: 50 }, { mid: { x: 900, y: 200 }, distance: 50 }, wide).x).toBe(0);
    // A small spread is not lost to the 0.1 steps: it is measured from the start of the gesture.
    expect(pinchCrop(start, { mid: { x: 300, y: 200 }, distance: 100 }, { mid: { x: 300, y: 200 }, distance: 126 }, wide).zoom).toBe(1.3);
  });
});

describe('offset', () => {
  it('starts centred, the picture covering the 600×400 frame', () => {
    // 1200×600 covers 600×400 at 800×400: 100 px hang over each side.
    expect(initialCrop(wide)).toEqual({ zoom: 1, x: -100, y: 0 });
  });
  it('is clamped inside the picture: the frame never shows past its edge', () => {
    const start = initialCrop(wide);
    expect(moveCrop(start, 500, 0, wide).x).toBe(0);
    expect(moveCrop(start, -500, 0, wide).x).toBe(-200);
    expect(moveCrop(start, 0, 50, wide).y).toBe(0);
  });
  it('keeps a zoomed-out picture wholly inside the frame', () => {
    const out = clampCrop({ zoom: 0.5, x: -50, y: 300 }, wide);
    const drawn = drawnSize(wide, 0.5);
    expect(out.x).toBe(0);
    expect(out.y).toBe(400 - drawn.height);
  });
});

describe('card image rule', () => {
  it('takes the centred 4:3 area', () => {
    expect(centredArea({ width: 1600, height: 900 })).toEqual({ sx: 200, sy: 0, sw: 1200, sh: 900 });
    expect(centredArea({ width: 800, height: 800 })).toEqual({ sx: 0, sy: 100, sw: 800, sh: 600 });
    expect(centredArea({ width: 400, height: 300 })).toEqual({ sx: 0, sy: 0, sw: 400, sh: 300 });
  });
});
