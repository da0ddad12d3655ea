/**
 * The guest app's install icon (guestIcon.ts) read back as a PNG decoder would: the signature, each chunk's type,
 * length and CRC, the header, and the pixels: the property's colour around a white ring and islet, smooth
 * edges, the same both ways round; one PNG per size and colour, kept in memory up to 201 of them.
 */
import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { guestIconPng } from '../src/services/guestIcon';

interface Chunk {
  type: string;
  data: Buffer;
}

/** The chunks of a PNG, each checked against its CRC (over the type and the data). */
function chunks(png: Buffer): Chunk[] {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const out: Chunk[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const typed = png.subarray(at + 4, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), `the CRC of chunk ${out.length}`).toBe(crc32(typed));
    out.push({ type: typed.subarray(0, 4).toString('latin1'), data: Buffer.from(typed.subarray(4)) });
    at += 12 + length;
  }
  return out;
}

/** The RGB pixels of an 8-bit RGB PNG whose rows all use filter 0 (none), as [r, g, b] per pixel, row by row. */
function pixels(png: Buffer): { size: number; at: (x: number, y: number) => number[] } {
  const parts = chunks(png);
  expect(parts.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const [header, data, end] = parts as [Chunk, Chunk, Chunk];
  expect(end.data.length).toBe(0);
  expect(header.data.length).toBe(13);
  const size = header.data.readUInt32BE(0);
  expect(header.data.readUInt32BE(4)).toBe(size);
  // Bit depth 8, colour type 2 (RGB), deflate, adaptive filtering, no interlace.
  expect([...header.data.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  const raw = inflateSync(data.data);
  const row = size * 3 + 1;
  expect(raw.length).toBe(row * size);
  for (let y = 0; y < size; y += 1) expect(raw[y * row], `the filter of row ${y}`).toBe(0);
  return { size, at: (x, y) => [...raw.subarray(y * row + 1 + x * 3, y * row + 4 + x * 3)] };
}

describe('the guest app icon', () => {
  it('is a valid 8-bit RGB PNG of the size asked for', () => {
    for (const size of [48, 192]) expect(pixels(guestIconPng(size, '#336699')).size).toBe(size);
  });

  it('fills the square with the colour and draws a white islet in a white ring', () => {
    const icon = pixels(guestIconPng(100, '#336699'));
    const colour = [0x33, 0x66, 0x99];
    const white = [255, 255, 255];
    for (const [x, y] of [[0, 0], [99, 0], [0, 99], [99, 99], [50, 5], [5, 50]]) expect(icon.at(x!, y!), `${x},${y}`).toEqual(colour);
    // The islet: the centre, out to 0.07 of the side.
    for (const [x, y] of [[49, 49], [50, 50], [46, 50], [50, 53]]) expect(icon.at(x!, y!), `${x},${y}`).toEqual(white);
    // The lagoon between them, 0.07..0.2 of the side from the centre.
    for (const [x, y] of [[62, 50], [50, 36], [40, 40]]) expect(icon.at(x!, y!), `${x},${y}`).toEqual(colour);
    // The ring, 0.2..0.3 of the side from the centre.
    for (const [x, y] of [[75, 50], [50, 24], [27, 50], [50, 72], [68, 68]]) expect(icon.at(x!, y!), `${x},${y}`).toEqual(white);
    // Outside it again.
    for (const [x, y] of [[85, 50], [50, 14], [25, 25]]) expect(icon.at(x!, y!), `${x},${y}`).toEqual(colour);
  });

  it('blends the edges (four samples a pixel) and is the same mirrored and turned', () => {
    const size = 64;
    const icon = pixels(guestIconPng(size, '#0f4c5c'));
    const blends = new Set<string>();
    let white = 0;
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        const [r, g, b] = icon.at(x, y) as [number, number, number];
        expect(icon.at(size - 1 - x, y), `${x},${y} mirrored`).toEqual([r, g, b]);
        expect(icon.at(x, size - 1 - y), `${x},${y} flipped`).toEqual([r, g, b]);
        expect(icon.at(y, x), `${x},${y} turned`).toEqual([r, g, b]);
        // Every pixel lies between the colour and white by one share a: 0, 1/4, 1/2, 3/4 or 1.
        const a = (r - 0x0f) / (255 - 0x0f);
        expect(Math.round(a * 4) / 4, `${x},${y}`).toBeCloseTo(a, 1);
        expect(Math.abs(g - (0x4c + (255 - 0x4c) * a)), `${x},${y} green`).toBeLessThanOrEqual(1);
        expect(Math.abs(b - (0x5c + (255 - 0x5c) * a)), `${x},${y} blue`).toBeLessThanOrEqual(1);
        if (a > 0 && a < 1) blends.add(String(Math.round(a * 4)));
        white += a;
      }
    }
    expect([...blends].sort()).toEqual(['1', '2', '3']);
    // The ring and islet cover π(0.3² − 0.2²) + π·0.07² ≈ 17.2 % of the square.
    expect(white / (size * size)).toBeGreaterThan(0.165);
    expect(white / (size * size)).toBeLessThan(0.18);
  });

  it('draws each size and colour once and keeps it, up to 201 icons, then starts again', () => {
    const first = guestIconPng(2, '#010203');
    expect(guestIconPng(2, '#010203')).toBe(first);
    expect(guestIconPng(3, '#010203')).not.toBe(first);
    expect(guestIconPng(2, '#010204')).not.toBe(first);
    // Other tests may have drawn icons already: draw new ones until the cache starts again, then count from there.
    const kept = guestIconPng(1, '#fedcba');
    let drawn = 0;
    for (; drawn < 400; drawn += 1) {
      guestIconPng(1, `#${(0x100000 + drawn).toString(16)}`);
      if (guestIconPng(1, '#fedcba') !== kept) break;
    }
    expect(drawn).toBeLessThan(400);
    // Now it holds the icon that started it again and #fedcba (drawn anew): 199 more make 201, all kept.
    const again = guestIconPng(1, '#fedcba');
    for (let i = 0; i < 199; i += 1) guestIconPng(1, `#${(0x200000 + i).toString(16)}`);
    expect(guestIconPng(1, '#fedcba')).toBe(again);
    // The 202nd starts it again.
    guestIconPng(1, '#2fffff');
    expect(guestIconPng(1, '#fedcba')).not.toBe(again);
  });
});
