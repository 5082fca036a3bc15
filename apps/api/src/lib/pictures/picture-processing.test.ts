import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import {
  animatedGif,
  GIF_SCRIPT_POLYGLOT,
  gpsOf,
  jpegWithHtml,
  metadataKept,
  phonePhoto,
  PHOTO_GPS,
  pictureWorkerPids,
  pngBomb,
  pngOfShape,
} from '@/test/pictures';
import { itOnLinux } from '@/test/conditions';
import { createPictureProcessor } from './picture-processing';

// At normal priority: the test files running beside it would otherwise starve it.
const processor = createPictureProcessor({ lowerPriority: false });
const { processPicture } = processor;
afterAll(() => processor.close());

const sizesOf = async (variants: { bytes: Buffer }[]) =>
  Promise.all(
    variants.map(async ({ bytes }) => {
      const { width, height, format } = await sharp(bytes).metadata();
      return { width, height, format };
    }),
  );

describe('processing an upload', () => {
  it('when a phone photo carries GPS in its EXIF, then no stored size keeps any metadata, and the photo stands upright', async () => {
    const photo = await phonePhoto(1200, 900);
    expect(await gpsOf(photo)).toMatchObject(PHOTO_GPS);
    for (const kind of ['avatar', 'activity'] as const) {
      const { variants } = await processPicture(photo, kind);
      for (const { bytes } of variants) {
        expect(await gpsOf(bytes)).toBeUndefined();
        expect(await metadataKept(bytes)).toEqual({
          exif: undefined,
          icc: undefined,
          iptc: undefined,
          xmp: undefined,
          orientation: undefined,
          comments: undefined,
        });
      }
    }
    // 1200×900 shown turned a quarter is 900×1200: portrait, as the phone showed it.
    const activity = await processPicture(photo, 'activity');
    expect(await sizesOf(activity.variants)).toEqual([
      { width: 480, height: 640, format: 'webp' },
      { width: 900, height: 1200, format: 'webp' },
      { width: 900, height: 1200, format: 'webp' },
    ]);
  });

  it('when an avatar is made, then it is square at 64, 128 and 256 px, cropped to the centre', async () => {
    const { variants } = await processPicture(await phonePhoto(600, 300), 'avatar');
    expect(await sizesOf(variants)).toEqual(
      [64, 128, 256].map((side) => ({ width: side, height: side, format: 'webp' })),
    );
  });

  it('when an activity picture is wide, then it is stored 480, 960 and 1600 px wide in its own proportions', async () => {
    const wide = await sharp({
      create: { width: 3200, height: 1800, channels: 3, background: { r: 9, g: 99, b: 199 } },
    })
      .png()
      .toBuffer();
    const picture = await processPicture(wide, 'activity');
    expect(await sizesOf(picture.variants)).toEqual([
      { width: 480, height: 270, format: 'webp' },
      { width: 960, height: 540, format: 'webp' },
      { width: 1600, height: 900, format: 'webp' },
    ]);
    expect(picture.variants.map((v) => v.name)).toEqual(
      [480, 960, 1600].map((w) => `${picture.hash}-${w}.webp`),
    );
  });

  it('when the same picture is processed twice, then it gets the same name; another picture another', async () => {
    const photo = await phonePhoto(400, 300);
    const first = await processPicture(photo, 'avatar');
    expect((await processPicture(photo, 'avatar')).hash).toBe(first.hash);
    expect((await processPicture(await phonePhoto(400, 300), 'avatar')).hash).not.toBe(first.hash);
  });

  it('when a PNG of a few kilobytes would decode to 100 megapixels, then it is refused before decoding', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100_000);
    await expect(processPicture(bomb, 'activity')).rejects.toMatchObject({
      status: 400,
      message: 'Image must be at most 40 megapixels',
    });
  });

  it('when a picture is a long strip (a scrolled screenshot), then it is refused from its header, at once', async () => {
    const started = Date.now();
    await expect(processPicture(pngOfShape(1, 39_000_000), 'activity')).rejects.toMatchObject({
      status: 400,
      message: 'Image must be at most 20 times as long as it is wide (or as wide as it is long)',
    });
    await expect(processPicture(pngOfShape(30_000, 1_000), 'activity')).rejects.toMatchObject({
      status: 400,
      message: 'Image must be at most 20 times as long as it is wide (or as wide as it is long)',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('when its largest stored size would be taller than WebP allows, then it is refused; a long one within it is kept', async () => {
    await expect(processPicture(pngOfShape(1_000, 17_000), 'activity')).rejects.toMatchObject({
      status: 400,
      message: 'Image is too long: at its stored width it would be over 16,383 pixels high',
    });
    const tall = await processPicture(await phonePhoto(200, 3_000, 60), 'activity');
    expect(tall.variants.length).toBeGreaterThan(0);
  });

  it('when a GIF header is followed by script, then it does not decode and is refused as no image', async () => {
    await expect(processPicture(GIF_SCRIPT_POLYGLOT, 'avatar')).rejects.toMatchObject({
      status: 400,
      message: 'Please choose an image file',
    });
  });

  it('when a real JPEG carries an HTML page after its end, then only its pixels are stored', async () => {
    const { variants } = await processPicture(await jpegWithHtml(), 'avatar');
    for (const { bytes } of variants)
      expect(bytes.toString('latin1')).not.toMatch(/<html|<script/i);
  });

  it.each([
    [
      'an SVG (it can carry script)',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
    ],
    ['text', Buffer.from('just some text, not an image at all')],
    ['nothing', Buffer.alloc(0)],
  ])('when the upload is %s, then it is refused as no image', async (_case, bytes) => {
    await expect(processPicture(bytes, 'avatar')).rejects.toMatchObject({
      message: 'Please choose an image file',
    });
  });

  it('when a GIF is animated, then its first frame is stored, as a still', async () => {
    const gif = await animatedGif();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const { variants } = await processPicture(gif, 'avatar');
    const [smallest] = variants;
    const { pages } = await sharp(smallest?.bytes).metadata();
    expect(pages ?? 1).toBe(1);
    const { dominant } = await sharp(smallest?.bytes).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(50);
  });

  itOnLinux(
    'when the worker runs at the lowest priority, then every thread of it is in the idle scheduling class',
    async () => {
      const lowest = createPictureProcessor();
      // The worker starts with the first picture and stays for the next.
      await lowest.processPicture(await phonePhoto(64, 48), 'avatar');
      const pid = pictureWorkerPids().find((worker) =>
        readFileSync(`/proc/${worker}/cmdline`, 'utf8').includes('--lowest-priority'),
      );
      // Field 41 of a thread's stat: its scheduling policy; 5 is SCHED_IDLE.
      const policies = () =>
        readdirSync(`/proc/${pid}/task`).map(
          (task) =>
            readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8').split(') ')[1]?.split(' ')[38],
        );
      expect(new Set(policies())).toEqual(new Set(['5']));
      await lowest.close();
    },
  );

  it('when the worker process dies, then the picture in flight fails and the next one gets a new worker', async () => {
    const photo = await phonePhoto(2000, 1500);
    await processPicture(photo, 'avatar');
    // A 12-megapixel photo: a second or so of work, so it is surely in the worker when it dies.
    const inFlight = processPicture(await phonePhoto(4000, 3000), 'activity');
    await new Promise((sent) => setTimeout(sent, 100));
    for (const pid of pictureWorkerPids()) process.kill(pid, 'SIGKILL');
    await expect(inFlight).rejects.toThrow();
    expect((await processPicture(photo, 'avatar')).variants).toHaveLength(3);
  });
});
