/**
 * The guest app's install icon (issue 21), drawn here so every property has one in its own colour without an
 * upload: a square of the property's primary colour with a white atoll (a ring around a lagoon and an islet),
 * inside the central 80% so it also serves as a maskable icon. A PNG written by hand (8-bit RGB, zlib), kept in
 * memory per colour and size.
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** How white the point (x, y) of a unit square is: the ring and the islet, 0..1. */
function shape(x: number, y: number): number {
  const r = Math.hypot(x - 0.5, y - 0.5);
  return (r >= 0.2 && r <= 0.3) || r <= 0.07 ? 1 : 0;
}

const cache = new Map<string, Buffer>();

export function guestIconPng(size: number, color: string): Buffer {
  const key = `${size}:${color}`;
  const kept = cache.get(key);
  if (kept) return kept;
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16)) as [number, number, number];
  const row = size * 3 + 1;
  const raw = Buffer.alloc(row * size);
  const samples = [0.25, 0.75];
  for (let y = 0; y < size; y += 1) {
    raw[y * row] = 0;
    for (let x = 0; x < size; x += 1) {
      // Four samples a pixel: smooth edges.
      let white = 0;
      for (const sy of samples) for (const sx of samples) white += shape((x + sx) / size, (y + sy) / size);
      const a = white / 4;
      const offset = y * row + 1 + x * 3;
      raw[offset] = Math.round(r + (255 - r) * a);
      raw[offset + 1] = Math.round(g + (255 - g) * a);
      raw[offset + 2] = Math.round(b + (255 - b) * a);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  if (cache.size > 200) cache.clear();
  cache.set(key, png);
  return png;
}
