import sharp from 'sharp';
import { expect, shot, signedInOwner, test, toastText } from './fixtures';

/** The crop test page (flag testingTools): the crop's output is a 600×400 JPEG on a black background. */
test('the crop tester nudges, zooms and crops to a 600×400 JPEG', async ({ page, baseURL }, testInfo) => {
  await signedInOwner(page, baseURL!);
  await page.goto('/crop-test');
  await expect(page.getByRole('heading', { name: 'Crop Test', level: 1 })).toBeVisible();

  // A file that is not an image is refused, naming the file.
  await page.getByLabel('Image file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(toastText(page, 'Invalid file type')).toBeVisible();
  await expect(toastText(page, 'notes.txt is not a JPEG, PNG, or WebP image file.')).toBeVisible();

  // A 1200×900 blue picture: at zoom 1 it covers the frame at 600×450.
  const picture = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2563eb' } }).png().toBuffer();
  await page.getByLabel('Image file').setInputFiles({ name: 'blue.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByRole('img', { name: 'Source image' })).toBeVisible();

  // Sliders and nudges: 20 px to the right leaves a black band on the left.
  await expect(page.getByRole('slider', { name: 'Horizontal' })).toHaveAttribute('min', '-200');
  await expect(page.getByRole('slider', { name: 'Horizontal' })).toHaveAttribute('max', '400');
  await expect(page.getByRole('slider', { name: 'Vertical' })).toHaveAttribute('max', '600');
  await page.getByRole('button', { name: 'Nudge right 20px' }).click();
  await expect(page.getByRole('slider', { name: 'Horizontal' })).toHaveValue('20');
  await page.getByRole('slider', { name: 'Zoom' }).fill('1.5');
  await page.getByRole('slider', { name: 'Zoom' }).fill('1');

  await page.getByRole('button', { name: 'Crop', exact: true }).click();
  await expect(toastText(page, 'Image cropped successfully')).toBeVisible();
  await expect(page.getByText(/^600 × 400 JPEG, [\d.]+ KB$/)).toBeVisible();
  await shot(page, testInfo, 'crop-test');

  // The output itself, decoded: a 600×400 JPEG, black where the picture was moved away, blue elsewhere.
  const src = await page.getByRole('img', { name: 'Cropped result' }).getAttribute('src');
  expect(src).toMatch(/^data:image\/jpeg;base64,/);
  const bytes = Buffer.from(src!.split(',')[1]!, 'base64');
  const meta = await sharp(bytes).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 600, 400]);
  const pixel = async (left: number, top: number) => [...(await sharp(bytes).extract({ left, top, width: 1, height: 1 }).raw().toBuffer())];
  const [r, g, b] = await pixel(5, 200);
  expect(Math.max(r!, g!, b!)).toBeLessThan(40);
  const [, , blue] = await pixel(300, 200);
  expect(blue).toBeGreaterThan(200);
});

/** The crop dialog the promotion dialogs use: Cancel discards, Apply Crop gives a 600×400 JPEG. */
test('the crop dialog discards on Cancel and applies a 600×400 JPEG crop', async ({ page, baseURL }, testInfo) => {
  await signedInOwner(page, baseURL!);
  await page.goto('/crop-test');
  const picture = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#16a34a' } }).png().toBuffer();
  const file = { name: 'square.png', mimeType: 'image/png', buffer: picture };

  await page.getByLabel('Dialog result file').setInputFiles(file);
  const dialog = page.getByRole('dialog', { name: 'Crop Image' });
  await expect(dialog.getByRole('img', { name: 'Image being cropped' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('img', { name: 'Dialog result' })).toHaveCount(0);

  // Too large: the documented toast, and no dialog.
  await page.getByLabel('Dialog result file').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(toastText(page, 'Please upload an image smaller than 5MB.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Dialog result file').setInputFiles(file);
  await expect(dialog.getByRole('img', { name: 'Image being cropped' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect(dialog.getByLabel('Zoom level')).toHaveText('1.1x');
  await dialog.getByRole('button', { name: 'Zoom out' }).click();
  await dialog.getByRole('button', { name: 'Zoom out' }).click();
  await expect(dialog.getByLabel('Zoom level')).toHaveText('0.9x');
  await shot(page, testInfo, 'crop-dialog');
  await dialog.getByRole('button', { name: 'Apply Crop' }).click();
  await expect(toastText(page, 'Image cropped successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const src = await page.getByRole('img', { name: 'Dialog result' }).getAttribute('src');
  const bytes = Buffer.from(src!.split(',')[1]!, 'base64');
  const meta = await sharp(bytes).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 600, 400]);
});

/**
 * The crop dialog follows the fingers: two spread apart zoom in, one drags (real touches, from Chromium's
 * input). On the desktop project too, as a touch screen on a laptop: Chromium's touch emulation is turned on.
 */
test('the crop dialog zooms with a pinch and drags with a finger on a touch screen', async ({ page, baseURL }, testInfo) => {
  await signedInOwner(page, baseURL!);
  await page.goto('/crop-test');
  // Left half red, right half blue: where the picture sits shows in the applied crop.
  const half = (colour: string) => sharp({ create: { width: 600, height: 800, channels: 3, background: colour } }).png().toBuffer();
  const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#000' } })
    .composite([{ input: await half('#dc2626'), left: 0, top: 0 }, { input: await half('#2563eb'), left: 600, top: 0 }])
    .png()
    .toBuffer();
  await page.getByLabel('Dialog result file').setInputFiles({ name: 'halves.png', mimeType: 'image/png', buffer: picture });
  const dialog = page.getByRole('dialog', { name: 'Crop Image' });
  await expect(dialog.getByRole('img', { name: 'Image being cropped' })).toBeVisible();
  const area = (await dialog.getByRole('application').boundingBox())!;
  const cx = area.x + area.width / 2;
  const cy = area.y + area.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 2 });
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Array<[number, number]>) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });

  // Two fingers 60 px apart spread to 120 px: twice the zoom.
  await touch('touchStart', [[cx - 30, cy], [cx + 30, cy]]);
  for (const spread of [40, 50, 60]) await touch('touchMove', [[cx - spread, cy], [cx + spread, cy]]);
  await touch('touchEnd', []);
  await expect(dialog.getByLabel('Zoom level')).toHaveText('2.0x');
  await shot(page, testInfo, 'crop-dialog-pinched');

  // One finger drags the picture right by a quarter of the frame: the red half now fills the middle.
  await touch('touchStart', [[cx, cy]]);
  for (const dx of [20, 40, area.width / 4]) await touch('touchMove', [[cx + dx, cy]]);
  await touch('touchEnd', []);

  await dialog.getByRole('button', { name: 'Apply Crop' }).click();
  const src = await page.getByRole('img', { name: 'Dialog result' }).getAttribute('src');
  const bytes = Buffer.from(src!.split(',')[1]!, 'base64');
  const [r, , b] = [...(await sharp(bytes).extract({ left: 300, top: 200, width: 1, height: 1 }).raw().toBuffer())];
  expect(r).toBeGreaterThan(180);
  expect(b).toBeLessThan(80);
});
