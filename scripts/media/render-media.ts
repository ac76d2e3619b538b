/**
 * `npm run media`: renders every image and video in the media manifest
 * (src/content/media.ts) from the drawings in scripts/media/, plus the logo,
 * the icon set and the web app manifest. Output goes to public/media (and
 * public/favicon.ico, public/site.webmanifest) and is committed, so neither
 * the build nor CI needs ffmpeg.
 *
 * Options:
 *   --only <text>   render only assets whose path contains <text> (keeps other files)
 *   --sheet         also write a contact sheet of every picture to .tmp/media-contact-sheet.png
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { type ImageAsset, media, mediaBudgets } from '../../src/content/media.ts';
import { ensureSystemPackages } from '../lib/system-packages.ts';
import { imageJobs, videoSpecs } from './catalogue.ts';
import { ffmpegAvailable, writeImageAsset, writeVideo } from './encode.ts';
import { palette } from './palette.ts';
import { outlineText, rasterise, webSvg } from './render-svg.ts';
import {
  fullBleedIconScene,
  iconScene,
  labelSvg,
  logoScene,
  shareScene,
  staffIconScene,
} from './scenes/brand.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const publicDir = join(root, 'public');
const mediaDir = join(publicDir, 'media');

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const only = argValue('--only');
const wantSheet = process.argv.includes('--sheet');
const selected = (src: string) => !only || src.includes(only);

function ensureFfmpeg() {
  const ffmpeg = { name: 'ffmpeg', purpose: 'encoding the videos', packages: ['ffmpeg'] };
  if (!ensureSystemPackages(ffmpeg, ffmpegAvailable)) process.exit(1);
}

function write(file: string, data: string | Buffer) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
}

async function png(svg: string, width: number): Promise<Buffer> {
  const r = rasterise(svg, width);
  return sharp(r.data, { raw: { width: r.width, height: r.height, channels: 4 } })
    .png({ compressionLevel: 9, palette: true, quality: 95 })
    .toBuffer();
}

/** A .ico holding one 32 × 32 PNG image (supported by every current browser). */
function icoFromPng(pngBytes: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size, 0);
  entry.writeUInt8(size, 1);
  entry.writeUInt8(0, 2);
  entry.writeUInt8(0, 3);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(pngBytes.length, 8);
  entry.writeUInt32LE(6 + 16, 12);
  return Buffer.concat([header, entry, pngBytes]);
}

async function writeBrand() {
  write(join(mediaDir, 'logo.svg'), `${labelSvg(outlineText(logoScene()), media.logo.alt)}\n`);
  write(
    join(mediaDir, 'icons/apple-touch-icon.png'),
    await png(fullBleedIconScene(180, 0.78), 180),
  );
  write(join(mediaDir, 'icons/icon-192.png'), await png(iconScene(192), 192));
  write(join(mediaDir, 'icons/icon-512.png'), await png(iconScene(512), 512));
  write(
    join(mediaDir, 'icons/icon-maskable-512.png'),
    await png(fullBleedIconScene(512, 0.62), 512),
  );
  write(join(publicDir, 'favicon.ico'), icoFromPng(await png(iconScene(32), 32), 32));
  // The console's icon, built into the console's own folder (scripts/lib/staff-vite-config.ts).
  write(
    join(root, 'public-staff/favicon.svg'),
    `${labelSvg(staffIconScene(32), 'Staff console')}\n`,
  );
  const manifest = {
    name: 'Widnes Self Storage',
    short_name: 'Widnes Storage',
    description: 'Secure, flexible self storage in Widnes. Coming soon.',
    start_url: '/',
    display: 'standalone',
    theme_color: palette.brand,
    background_color: palette.white,
    icons: [
      { src: '/media/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/media/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      {
        src: '/media/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
  write(join(publicDir, 'site.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);
  const share = await sharp(rasterise(shareScene(), 1200).data, {
    raw: { width: 1200, height: 630, channels: 4 },
  })
    .png({ palette: true, quality: 90, compressionLevel: 9, effort: 8 })
    .toBuffer();
  write(join(publicDir, media.shareImage.src), share);
}

const firstPortrait = media.heroSlides[0]?.portrait;
function budgetFor(src: string): number {
  const isFirstPortrait =
    firstPortrait &&
    (firstPortrait.src === src ||
      firstPortrait.srcSet?.includes(src) ||
      firstPortrait.sources.some((s) => s.srcSet.includes(src)));
  return isFirstPortrait ? mediaBudgets.firstHeroPortraitBytes : mediaBudgets.imageBytes;
}

async function writeImages(sheet: { asset: ImageAsset; svg: string }[]) {
  for (const job of imageJobs()) {
    if (!selected(job.asset.src)) continue;
    const svg = job.svg();
    if (job.asset.src.endsWith('.svg')) {
      // A line drawing is shipped as it is drawn.
      write(join(publicDir, job.asset.src), `${webSvg(svg)}\n`);
    } else {
      await writeImageAsset(publicDir, job.asset, svg, budgetFor);
    }
    sheet.push({ asset: job.asset, svg });
    console.log(`image  ${job.asset.src}`);
  }
}

async function writeVideos(sheet: { asset: ImageAsset; svg: string }[]) {
  for (const spec of videoSpecs()) {
    const { asset } = spec;
    if (!selected(asset.src)) continue;
    const frames = Math.round(asset.durationSeconds * spec.fps);
    const started = Date.now();
    const size = await writeVideo(
      {
        file: join(publicDir, asset.src),
        width: asset.width,
        height: asset.height,
        fps: spec.fps,
        frames,
        frame: (i) => {
          const r = rasterise(spec.frame(i / spec.fps), asset.width);
          if (r.width !== asset.width || r.height !== asset.height) {
            throw new Error(
              `${asset.src}: frame is ${r.width}x${r.height}, expected ${asset.width}x${asset.height}`,
            );
          }
          return r;
        },
      },
      mediaBudgets.videoBytes,
    );
    const posterSvg = spec.frame(spec.posterSecond);
    await writeImageAsset(publicDir, asset.poster, posterSvg, budgetFor);
    sheet.push({ asset: asset.poster, svg: posterSvg });
    console.log(
      `video  ${asset.src} ${(size / 1000).toFixed(0)} KB in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)],
  );
}

async function writeContactSheet(sheet: { asset: ImageAsset; svg: string }[]) {
  const tileW = 320;
  const tiles = await Promise.all(
    sheet.map(async ({ svg }) => {
      const r = rasterise(svg, tileW);
      return sharp(r.data, { raw: { width: r.width, height: r.height, channels: 4 } })
        .resize(tileW, Math.min(r.height, 427), { fit: 'cover', position: 'top' })
        .png()
        .toBuffer({ resolveWithObject: true });
    }),
  );
  const cols = 5;
  const rowH = 435;
  const composite = tiles.map((t, i) => ({
    input: t.data,
    left: (i % cols) * (tileW + 8),
    top: Math.floor(i / cols) * rowH,
  }));
  const file = join(root, '.tmp/media-contact-sheet.png');
  mkdirSync(dirname(file), { recursive: true });
  await sharp({
    create: {
      width: cols * (tileW + 8),
      height: Math.ceil(tiles.length / cols) * rowH,
      channels: 4,
      background: '#808080',
    },
  })
    .composite(composite)
    .png()
    .toFile(file);
  console.log(`contact sheet: ${relative(root, file)}`);
}

async function main() {
  if (videoSpecs().some((spec) => selected(spec.asset.src))) ensureFfmpeg();
  const started = Date.now();
  if (!only) rmSync(mediaDir, { recursive: true, force: true });
  mkdirSync(mediaDir, { recursive: true });
  const sheet: { asset: ImageAsset; svg: string }[] = [];
  if (!only) await writeBrand();
  await writeImages(sheet);
  await writeVideos(sheet);
  if (wantSheet) await writeContactSheet(sheet);
  const total = listFiles(mediaDir).reduce((sum, f) => sum + statSync(f).size, 0);
  console.log(
    `public/media: ${listFiles(mediaDir).length} files, ${(total / 1e6).toFixed(2)} MB (budget ${(mediaBudgets.totalBytes / 1e6).toFixed(0)} MB), ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
