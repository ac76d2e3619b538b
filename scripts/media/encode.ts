/**
 * Writes rasterised drawings as image files and frame sequences as MP4, each
 * within its byte budget: the encoder steps down in quality until it fits.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { type ImageAsset, type ImageFormat, imageRenditions } from '../../src/content/media.ts';
import { type Raster, rasterise } from './render-svg.ts';

const qualities: Record<Exclude<ImageFormat, 'svg'>, readonly number[]> = {
  avif: [52, 45, 38, 31, 25, 20],
  webp: [80, 72, 64, 56, 48, 40, 32],
  jpg: [82, 76, 70, 63, 56, 49, 42],
  png: [95, 85, 75, 65, 55],
};

function encoder(raster: Raster, format: Exclude<ImageFormat, 'svg'>, quality: number) {
  const img = sharp(raster.data, {
    raw: { width: raster.width, height: raster.height, channels: 4 },
  });
  switch (format) {
    case 'avif':
      // 4:2:0 chroma, not sharp's default 4:4:4: the files are about 11% smaller
      // and quicker to decode (the phone hero's from 23 to 13 ms in Chromium,
      // and it is decoded before it is painted), with no difference to see.
      return img
        .flatten({ background: '#ffffff' })
        .avif({ quality, effort: 5, chromaSubsampling: '4:2:0' })
        .toBuffer();
    case 'webp':
      return img.flatten({ background: '#ffffff' }).webp({ quality, effort: 5 }).toBuffer();
    case 'jpg':
      return img.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer();
    case 'png':
      return img.png({ palette: true, quality, compressionLevel: 9, effort: 8 }).toBuffer();
  }
}

export async function encodeWithin(
  raster: Raster,
  format: Exclude<ImageFormat, 'svg'>,
  budget: number,
  label: string,
): Promise<Buffer> {
  let last: Buffer | undefined;
  for (const q of qualities[format]) {
    last = await encoder(raster, format, q);
    if (last.length <= budget) return last;
  }
  throw new Error(
    `${label}: ${format} is ${last?.length} bytes even at the lowest quality (budget ${budget})`,
  );
}

function ensureDir(file: string) {
  mkdirSync(dirname(file), { recursive: true });
}

/** The raster at exactly the size the manifest records. */
async function rasterAt(svg: string, width: number, height: number): Promise<Raster> {
  const r = rasterise(svg, width);
  if (r.height === height) return r;
  const data = await sharp(r.data, { raw: { width: r.width, height: r.height, channels: 4 } })
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer();
  return { data, width, height };
}

/** Renders one drawing to every file an image asset lists. Returns the files written. */
export async function writeImageAsset(
  publicDir: string,
  asset: ImageAsset,
  svg: string,
  budgetFor: (src: string) => number,
): Promise<string[]> {
  const renditions = imageRenditions(asset);
  const widths = [...new Set(renditions.map((r) => r.width))];
  const written: string[] = [];
  for (const width of widths) {
    const mine = renditions.filter((r) => r.width === width);
    const raster = await rasterAt(svg, width, mine[0]?.height ?? 0);
    for (const r of mine) {
      if (r.format === 'svg') continue;
      const bytes = await encodeWithin(raster, r.format, budgetFor(r.src), r.src);
      const file = join(publicDir, r.src);
      ensureDir(file);
      writeFileSync(file, bytes);
      written.push(r.src);
    }
  }
  return written;
}

export function ffmpegAvailable(): boolean {
  return spawnSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' }).status === 0;
}

export type VideoJob = {
  readonly file: string;
  readonly width: number;
  readonly height: number;
  readonly fps: number;
  readonly frames: number;
  readonly frame: (index: number) => Promise<Raster> | Raster;
};

function runFfmpeg(job: VideoJob, crf: number, frames: readonly Buffer[]): Promise<void> {
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgba',
    '-s',
    `${job.width}x${job.height}`,
    '-r',
    String(job.fps),
    '-i',
    '-',
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-tune',
    'animation',
    '-crf',
    String(crf),
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'high',
    '-g',
    String(job.fps * 4),
    '-movflags',
    '+faststart',
    '-map_metadata',
    '-1',
    '-threads',
    '2',
    job.file,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', args, { stdio: ['pipe', 'inherit', 'inherit'] });
    child.on('error', reject);
    // If ffmpeg stops early, its exit code reports why; ignore the broken pipe.
    child.stdin.on('error', () => {});
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`)),
    );
    (async () => {
      for (const f of frames) {
        if (!child.stdin.write(f)) await new Promise((r) => child.stdin.once('drain', r));
      }
      child.stdin.end();
    })().catch(reject);
  });
}

/** Encodes H.264 (yuv420p, faststart, no audio), raising the CRF until the file fits. */
export async function writeVideo(job: VideoJob, budget: number): Promise<number> {
  ensureDir(job.file);
  const frames: Buffer[] = [];
  for (let i = 0; i < job.frames; i++) frames.push((await job.frame(i)).data);
  for (const crf of [23, 26, 29, 32, 35]) {
    await runFfmpeg(job, crf, frames);
    const size = statSync(job.file).size;
    if (size <= budget) return size;
  }
  throw new Error(`${job.file} does not fit ${budget} bytes even at CRF 35`);
}
