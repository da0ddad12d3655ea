/**
 * The size in px of an uploaded PNG, GIF, JPEG or WebP, read from its header (the server measures with sharp
 * after re-encoding; the mocks have no decoder). Undefined when the header does not say. EXIF rotation is not
 * applied: a rotated JPEG measures as stored.
 */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const u16be = (i: number) => (bytes[i] << 8) | bytes[i + 1];
  const u16le = (i: number) => bytes[i] | (bytes[i + 1] << 8);
  const u24le = (i: number) => bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16);
  const u32be = (i: number) => ((bytes[i] << 24) >>> 0) + (bytes[i + 1] << 16) + (bytes[i + 2] << 8) + bytes[i + 3];
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  const sized = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : undefined);

  if (bytes.length >= 24 && ascii(1, 4) === 'PNG' && ascii(12, 16) === 'IHDR') return sized(u32be(16), u32be(20));
  if (bytes.length >= 10 && ascii(0, 3) === 'GIF') return sized(u16le(6), u16le(8));
  if (bytes.length >= 30 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') {
    const chunk = ascii(12, 16);
    if (chunk === 'VP8 ') return sized(u16le(26) & 0x3fff, u16le(28) & 0x3fff);
    if (chunk === 'VP8L') return sized(1 + (((bytes[22] & 0x3f) << 8) | bytes[21]), 1 + (((bytes[24] & 0x0f) << 10) | (bytes[23] << 2) | ((bytes[22] & 0xc0) >> 6)));
    if (chunk === 'VP8X') return sized(1 + u24le(24), 1 + u24le(27));
    return undefined;
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    // Walk the JPEG's segments to the first start-of-frame (SOF0–SOF15 except DHT, JPG and DAC).
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return undefined;
      const marker = bytes[i + 1];
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return sized(u16be(i + 7), u16be(i + 5));
      i += 2 + u16be(i + 2);
    }
  }
  return undefined;
}
