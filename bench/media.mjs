#!/usr/bin/env node
// The media pipeline on a running social service: uploads of a 12-megapixel phone-sized JPEG (4032 × 3024, made here
// with sharp) through POST /api/posts/media, timed to the answer (every size is stored by then: the pipeline is
// synchronous, so the first usable size and all sizes arrive together), the service's CPU per image, its peak
// resident memory while they run, and the bytes a phone loads before and after. Not part of any test: the numbers
// depend on the machine. Start a stack first (see README.md), then `node bench/media.mjs`.
import sharp from 'sharp';
import { assertLoopback, loadConfig, machine } from './lib/config.mjs';
import { directIdentityHeaders } from './lib/identities.mjs';
import { cpuMicros, processesListeningOn, rssKiB } from './lib/processes.mjs';
import { median } from './lib/report.mjs';

const uploads = Number(process.env.MEDIA_UPLOADS ?? 5);
const config = loadConfig();
assertLoopback(config.socialUrl);
const headers = directIdentityHeaders(config.identityPrivateKey, 'social', 3600);

/** A photo-like 4032 × 3024 JPEG: smoothed noise (compresses like a real scene, not like a flat colour). */
async function twelveMegapixelJpeg() {
  const noise = await sharp({
    create: { width: 4032, height: 3024, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .blur(1.2)
    .jpeg({ quality: 90 })
    .toBuffer();
  return noise;
}

async function upload(photo) {
  const form = new FormData();
  form.append('media', new Blob([photo], { type: 'image/jpeg' }), 'IMG_4032.jpg');
  const started = performance.now();
  const res = await fetch(`${config.socialUrl}/api/posts/media`, { method: 'POST', headers, body: form });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, image: body.image };
}

async function bytesOf(url) {
  const res = await fetch(`${config.socialUrl}${url}`, { headers });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return (await res.arrayBuffer()).byteLength;
}

const port = Number(new URL(config.socialUrl).port);
const { social: pid } = processesListeningOn({ social: port });
if (!pid) throw new Error(`No process of this user listens on ${port}: is the social service running?`);

const photo = await twelveMegapixelJpeg();
await upload(photo); // warm-up: first decode, JIT

let peakKiB = rssKiB(pid) ?? 0;
const baselineKiB = peakKiB;
const sampler = setInterval(() => (peakKiB = Math.max(peakKiB, rssKiB(pid) ?? 0)), 10);
const cpuBefore = cpuMicros(pid);
const runs = [];
for (let index = 0; index < uploads; index += 1) runs.push(await upload(photo));
const cpuAfter = cpuMicros(pid);
clearInterval(sampler);

const { image } = runs[0];
const sizes = await Promise.all(image.renditions.map((rendition) => bytesOf(rendition.url)));
const smallest = sizes[0];
// A 375 px phone at 2× picks the 640 (or the next wider) rendition from the srcset.
const phoneIndex = image.renditions.findIndex((rendition) => rendition.width >= 640);
const phone = sizes[phoneIndex === -1 ? sizes.length - 1 : phoneIndex];
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const rows = [
  ['uploads timed', String(uploads)],
  ['time to all sizes (median)', `${median(runs.map((run) => run.ms)).toFixed(0)} ms`],
  ['time to all sizes (max)', `${Math.max(...runs.map((run) => run.ms)).toFixed(0)} ms`],
  ['service CPU per image', `${((cpuAfter - cpuBefore) / uploads / 1000).toFixed(0)} ms`],
  ['service RSS before / peak', `${(baselineKiB / 1024).toFixed(0)} / ${(peakKiB / 1024).toFixed(0)} MiB`],
  ['original upload', kB(photo.length)],
  ...image.renditions.map((rendition, index) => [
    `rendition ${rendition.width} × ${rendition.height}`,
    kB(sizes[index]),
  ]),
  ['smallest rendition vs original', `${(photo.length / smallest).toFixed(0)}× smaller`],
  ['feed of ten photos at 375 px, before', kB(10 * photo.length)],
  [
    `feed of ten photos at 375 px, after (${image.renditions[phoneIndex]?.width ?? 'largest'} px)`,
    kB(10 * phone),
  ],
  ['feed reduction', `${(photo.length / phone).toFixed(0)}×`],
];
const width = Math.max(...rows.map(([label]) => label.length));
console.log(`media pipeline on ${JSON.stringify(machine())}`);
for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
