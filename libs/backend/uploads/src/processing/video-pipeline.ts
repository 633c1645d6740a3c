import { Logger } from '@nestjs/common';
import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { MediaExtension } from '../media-types';
import { removeQuietly, temporaryPath } from '../stored-media';

/** How long ffmpeg or ffprobe may run on one upload before it is killed. */
export const VIDEO_TOOL_TIMEOUT_MS = 60_000;

export interface VideoTools {
  ffmpeg: string;
  ffprobe: string;
}

/** ffmpeg's output format per stored extension; `+faststart` puts the index first so playback starts at once. */
const CONTAINERS: Partial<Record<MediaExtension, { format: string; options: string[] }>> = {
  mp4: { format: 'mp4', options: ['-movflags', '+faststart'] },
  mov: { format: 'mov', options: ['-movflags', '+faststart'] },
  webm: { format: 'webm', options: [] },
};

function executable(resolvePath: () => string): string | null {
  try {
    const path = resolvePath();
    accessSync(path, constants.X_OK);
    return path;
  } catch {
    return null;
  }
}

let tools: VideoTools | null | undefined;

/**
 * The ffmpeg and ffprobe binaries the registry packages ship (FFMPEG_PATH / FFPROBE_PATH override them), or null
 * when either cannot be run; then videos are stored as received, without poster or size, and this is logged once.
 */
export function videoTools(): VideoTools | null {
  if (tools !== undefined) return tools;
  /* eslint-disable @typescript-eslint/no-require-imports -- optional binaries: a missing package is not an error */
  const ffmpeg = executable(
    () => process.env.FFMPEG_PATH || (require('@ffmpeg-installer/ffmpeg') as { path: string }).path,
  );
  const ffprobe = executable(
    () => process.env.FFPROBE_PATH || (require('@ffprobe-installer/ffprobe') as { path: string }).path,
  );
  /* eslint-enable @typescript-eslint/no-require-imports */
  tools = ffmpeg && ffprobe ? { ffmpeg, ffprobe } : null;
  if (!tools)
    new Logger('MediaProcessing').warn(
      'ffmpeg or ffprobe not found: videos are stored without metadata stripping, poster, size or duration',
    );
  return tools;
}

/** For tests: forget the binaries found, or pretend there are none (`null`). */
export function setVideoToolsForTesting(value: VideoTools | null | undefined): void {
  tools = value;
}

function run(binary: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      binary,
      args,
      {
        timeout: VIDEO_TOOL_TIMEOUT_MS,
        killSignal: 'SIGKILL',
        maxBuffer: 4 * 1024 * 1024,
        windowsHide: true,
      },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });
}

export interface ProcessedVideo {
  /** The video with its container's and streams' metadata dropped, in the staging folder. */
  temporary: string;
  bytes: number;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  /** A still of the first frame (PNG) for the image pipeline, or null when none could be taken. */
  posterSource: string | null;
}

/**
 * Rewrites the video without any metadata (location, device, dates; chapters and data tracks dropped), streams
 * copied as they are; then reads its size and length and takes a poster frame. Rejects when ffmpeg cannot read the
 * file (it is not the video its first bytes claimed), leaving nothing behind.
 */
export async function processVideo(
  source: string,
  extension: MediaExtension,
  directory: string,
  binaries: VideoTools,
): Promise<ProcessedVideo> {
  const container = CONTAINERS[extension];
  if (!container) throw new Error(`No container for .${extension}`);
  const temporary = temporaryPath(directory);
  try {
    await run(binaries.ffmpeg, [
      '-nostdin', '-v', 'error', '-i', source,
      '-map', '0:v?', '-map', '0:a?', '-map_metadata', '-1', '-map_chapters', '-1',
      '-c', 'copy', ...container.options, '-f', container.format, '-y', temporary,
    ]); // prettier-ignore
  } catch (error) {
    await removeQuietly(temporary);
    throw error;
  }
  const probe = await probeVideo(binaries, temporary).catch(() => null);
  const posterSource = `${temporaryPath(directory)}.png`;
  const poster = await run(binaries.ffmpeg, [
    '-nostdin', '-v', 'error', '-i', temporary, '-frames:v', '1', '-c:v', 'png', '-f', 'image2', '-update', '1',
    '-y', posterSource,
  ]).then(
    () => posterSource,
    async () => {
      await removeQuietly(posterSource);
      return null;
    },
  ); // prettier-ignore
  const { size } = await stat(temporary);
  return {
    temporary,
    bytes: size,
    width: probe?.width ?? null,
    height: probe?.height ?? null,
    durationSeconds: probe?.durationSeconds ?? null,
    posterSource: poster,
  };
}

interface VideoProbe {
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
}

const positive = (value: unknown): number | null => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : null;
};

/** Width and height of the first video stream (turned as its rotation says) and the duration in seconds. */
export async function probeVideo(binaries: VideoTools, file: string): Promise<VideoProbe> {
  const output = await run(binaries.ffprobe, [
    '-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height:stream_side_data=rotation:format=duration',
    '-of', 'json', file,
  ]); // prettier-ignore
  const parsed = JSON.parse(output) as {
    streams?: { width?: number; height?: number; side_data_list?: { rotation?: number }[] }[];
    format?: { duration?: string };
  };
  const stream = parsed.streams?.[0];
  const rotation = Math.abs(
    stream?.side_data_list?.find((side) => side.rotation !== undefined)?.rotation ?? 0,
  );
  const turned = rotation === 90 || rotation === 270;
  const width = positive(stream?.width);
  const height = positive(stream?.height);
  const duration = positive(parsed.format?.duration);
  return {
    width: turned ? height : width,
    height: turned ? width : height,
    durationSeconds: duration === null ? null : Math.round(duration * 1000) / 1000,
  };
}
