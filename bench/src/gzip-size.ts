import { gzipSync } from 'node:zlib';

/** Gzip size at level 9: deterministic for the same bytes, so a size gate never flakes. */
export function gzipSize(content: Uint8Array | string): number {
  return gzipSync(content, { level: 9 }).length;
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
