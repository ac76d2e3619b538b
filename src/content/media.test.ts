// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  allMediaAssets,
  type ImageAsset,
  imageRenditions,
  media,
  mediaBudgets,
  sizeStepSqft,
  type VideoAsset,
} from '@/content/media';
import { team } from '@/content/team';

const publicDir = resolve(__dirname, '../../public');
const fileOf = (src: string) => join(publicDir, src);

const videos = allMediaAssets().filter((a): a is VideoAsset => a.kind === 'video');
const images: ImageAsset[] = [
  ...allMediaAssets().filter((a): a is ImageAsset => a.kind === 'image'),
  ...videos.map((v) => v.poster),
];

type Box = { type: string; start: number; end: number };

/** The boxes inside [start, end) of an ISO base media file. */
function boxes(buf: Buffer, start = 0, end = buf.length): Box[] {
  const out: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      size = Number(buf.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header) break;
    out.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return out;
}

const child = (buf: Buffer, parent: Box, type: string) =>
  boxes(buf, parent.start, parent.end).find((b) => b.type === type);

type Mp4Info = {
  width: number;
  height: number;
  durationSeconds: number;
  handlers: string[];
  moovBeforeMdat: boolean;
  codec: string;
};

/** Reads the video track size (tkhd), duration (mvhd), track kinds and codec of an MP4. */
function readMp4(buf: Buffer): Mp4Info {
  const top = boxes(buf);
  const moov = top.find((b) => b.type === 'moov');
  if (!moov) throw new Error('no moov box');
  const mvhd = child(buf, moov, 'mvhd');
  if (!mvhd) throw new Error('no mvhd box');
  const mvVersion = buf.readUInt8(mvhd.start);
  const timescale = buf.readUInt32BE(mvhd.start + (mvVersion === 1 ? 20 : 12));
  const duration =
    mvVersion === 1
      ? Number(buf.readBigUInt64BE(mvhd.start + 24))
      : buf.readUInt32BE(mvhd.start + 16);
  let width = 0;
  let height = 0;
  let codec = '';
  const handlers: string[] = [];
  for (const trak of boxes(buf, moov.start, moov.end).filter((b) => b.type === 'trak')) {
    const mdia = child(buf, trak, 'mdia');
    const hdlr = mdia && child(buf, mdia, 'hdlr');
    const handler = hdlr ? buf.toString('latin1', hdlr.start + 8, hdlr.start + 12) : '';
    handlers.push(handler);
    if (handler !== 'vide') continue;
    const tkhd = child(buf, trak, 'tkhd');
    if (!tkhd) throw new Error('no tkhd box');
    // tkhd ends with the 16.16 fixed-point width and height.
    width = buf.readUInt32BE(tkhd.end - 8) / 65536;
    height = buf.readUInt32BE(tkhd.end - 4) / 65536;
    const minf = mdia && child(buf, mdia, 'minf');
    const stbl = minf && child(buf, minf, 'stbl');
    const stsd = stbl && child(buf, stbl, 'stsd');
    // stsd: version/flags (4), entry count (4), then the first sample entry box.
    if (stsd) codec = buf.toString('latin1', stsd.start + 12, stsd.start + 16);
  }
  const mdatIndex = top.findIndex((b) => b.type === 'mdat');
  return {
    width,
    height,
    durationSeconds: duration / timescale,
    handlers,
    moovBeforeMdat: mdatIndex < 0 || top.indexOf(moov) < mdatIndex,
    codec,
  };
}

/**
 * The chroma subsampling of an AVIF's AV1 stream, from its av1C box
 * (meta > iprp > ipco > av1C): "4:2:0", "4:2:2" or "4:4:4". Byte 2 of av1C
 * holds, from the high bit: tier, high bit depth, twelve bit, monochrome,
 * subsampling x, subsampling y.
 */
function avifChroma(buf: Buffer): string {
  const meta = boxes(buf).find((b) => b.type === 'meta');
  if (!meta) throw new Error('no meta box');
  // meta is a full box: version and flags come before its children.
  const iprp = boxes(buf, meta.start + 4, meta.end).find((b) => b.type === 'iprp');
  const ipco = iprp && child(buf, iprp, 'ipco');
  const av1C = ipco && child(buf, ipco, 'av1C');
  if (!av1C) throw new Error('no av1C box');
  const flags = buf.readUInt8(av1C.start + 2);
  const x = (flags >> 3) & 1;
  const y = (flags >> 2) & 1;
  return x && y ? '4:2:0' : x ? '4:2:2' : '4:4:4';
}

/** A minimal MP4 skeleton, to check the parser itself reads the right fields. */
function fakeMp4(width: number, height: number): Buffer {
  const box = (type: string, ...parts: Buffer[]) => {
    const body = Buffer.concat(parts);
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(6000, 16);
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(width * 65536, 76);
  tkhd.writeUInt32BE(height * 65536, 80);
  const hdlr = Buffer.alloc(24);
  hdlr.write('vide', 8, 'latin1');
  const stsd = Buffer.concat([Buffer.alloc(8), box('avc1', Buffer.alloc(8))]);
  const stbl = box('stbl', box('stsd', stsd));
  const trak = box('trak', box('tkhd', tkhd), box('mdia', box('hdlr', hdlr), box('minf', stbl)));
  return Buffer.concat([box('ftyp', Buffer.alloc(8)), box('moov', box('mvhd', mvhd), trak)]);
}

function svgSize(file: string) {
  const text = readFileSync(file, 'utf8');
  const tag = text.match(/<svg[^>]*>/)?.[0] ?? '';
  const attr = (name: string) => Number(tag.match(new RegExp(`\\s${name}="([\\d.]+)"`))?.[1]);
  return { width: attr('width'), height: attr('height') };
}

async function sizeOf(file: string) {
  if (file.endsWith('.svg')) return svgSize(file);
  const meta = await sharp(file).metadata();
  return { width: meta.width, height: meta.height };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)],
  );
}

describe('the MP4 header reader', () => {
  it('reads the track size, duration, handler and codec', () => {
    const info = readMp4(fakeMp4(640, 400));
    expect(info).toMatchObject({ width: 640, height: 400, durationSeconds: 6, codec: 'avc1' });
    expect(info.handlers).toEqual(['vide']);
  });

  it('tells two sizes apart', () => {
    expect(readMp4(fakeMp4(720, 404))).toMatchObject({ width: 720, height: 404 });
  });
});

describe('media manifest', () => {
  it('has the slots the pages use', () => {
    expect(media.heroSlides).toHaveLength(3);
    expect(media.photoGrid).toHaveLength(4);
    expect(Object.keys(media.storageTypes).sort()).toEqual(['business', 'container', 'personal']);
    expect(Object.keys(media.safetyDepositBoxes).sort()).toEqual(['large', 'medium', 'small']);
    expect(Object.keys(media.team).sort()).toEqual(team.map((m) => m.id).sort());
    expect(Object.keys(media.sizeSteps).map(Number)).toEqual([...sizeStepSqft]);
    for (const items of Object.values(media.containers)) {
      expect(items.filter((m) => m.kind === 'image')).toHaveLength(2);
      expect(items.filter((m) => m.kind === 'video')).toHaveLength(1);
    }
  });

  it('gives hero slides a landscape and a portrait crop', () => {
    for (const slide of media.heroSlides) {
      expect(slide.landscape.width / slide.landscape.height).toBeGreaterThan(1.5);
      expect(slide.portrait.height).toBeGreaterThan(slide.portrait.width);
    }
  });

  it('gives every image alt text unless it is marked decorative', () => {
    for (const image of images) {
      if (image.decorative) expect(image.alt).toBe('');
      else expect(image.alt.trim().length, image.src).toBeGreaterThan(10);
    }
  });

  it('offers AVIF then WebP for every raster image, with a JPEG or PNG fallback', () => {
    for (const image of images.filter((i) => !i.src.endsWith('.svg') && i !== media.shareImage)) {
      expect(
        image.sources.map((s) => s.type),
        image.src,
      ).toEqual(['image/avif', 'image/webp']);
      expect(image.src).toMatch(/\.(jpg|png)$/);
    }
  });

  it.each(images.map((i) => [i.src, i] as const))(
    '%s: every rendition exists, fits its budget and has its recorded size',
    async (_src, image) => {
      for (const r of imageRenditions(image)) {
        const file = fileOf(r.src);
        expect(existsSync(file), r.src).toBe(true);
        expect(statSync(file).size, r.src).toBeLessThanOrEqual(mediaBudgets.imageBytes);
        expect(await sizeOf(file), r.src).toEqual({ width: r.width, height: r.height });
      }
    },
  );

  it('encodes every AVIF with 4:2:0 chroma, smaller and quicker to decode than 4:4:4', () => {
    // A phone decodes the hero's AVIF before it paints it: 4:4:4 (the encoder's
    // default) made that picture 11% larger and 1.7 times as slow to decode.
    const avifs = listFiles(join(publicDir, 'media')).filter((f) => f.endsWith('.avif'));
    expect(avifs.length).toBeGreaterThan(50);
    for (const file of avifs) {
      expect(avifChroma(readFileSync(file)), file.slice(publicDir.length)).toBe('4:2:0');
    }
  });

  it('keeps the portrait hero a phone downloads first within its budget', () => {
    const first = media.heroSlides[0]?.portrait;
    expect(first).toBeDefined();
    for (const r of imageRenditions(first as ImageAsset)) {
      expect(statSync(fileOf(r.src)).size, r.src).toBeLessThanOrEqual(
        mediaBudgets.firstHeroPortraitBytes,
      );
    }
  });

  it.each(videos.map((v) => [v.src, v] as const))(
    '%s: H.264, no audio, faststart, recorded size and duration, within budget, with a poster',
    (_src, video) => {
      const file = fileOf(video.src);
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).size).toBeLessThanOrEqual(mediaBudgets.videoBytes);
      const info = readMp4(readFileSync(file));
      expect(info.codec).toBe('avc1');
      expect(info.handlers).toEqual(['vide']);
      expect(info.moovBeforeMdat).toBe(true);
      expect({ width: info.width, height: info.height }).toEqual({
        width: video.width,
        height: video.height,
      });
      expect(Math.abs(info.durationSeconds - video.durationSeconds)).toBeLessThan(0.1);
      expect(video.label.length).toBeGreaterThan(10);
      expect(video.poster.width / video.poster.height).toBeCloseTo(video.width / video.height, 2);
    },
  );

  it('keeps all of public/media within its total budget', () => {
    const total = listFiles(join(publicDir, 'media')).reduce((sum, f) => sum + statSync(f).size, 0);
    expect(total).toBeLessThanOrEqual(mediaBudgets.totalBytes);
  });
});

describe('icons and web app manifest', () => {
  it('has a 32 × 32 favicon.ico', () => {
    const ico = readFileSync(join(publicDir, 'favicon.ico'));
    expect(ico.readUInt16LE(2)).toBe(1);
    expect([ico.readUInt8(6), ico.readUInt8(7)]).toEqual([32, 32]);
  });

  it('has the icons index.html and the manifest point to, at their stated sizes', async () => {
    const apple = await sharp(join(publicDir, 'media/icons/apple-touch-icon.png')).metadata();
    expect([apple.width, apple.height]).toEqual([180, 180]);
    const manifest = JSON.parse(readFileSync(join(publicDir, 'site.webmanifest'), 'utf8')) as {
      name: string;
      theme_color: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.name).toBe('Widnes Self Storage');
    expect(manifest.theme_color).toBe('#0e5a7e');
    for (const icon of manifest.icons) {
      const meta = await sharp(fileOf(icon.src)).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
  });
});
