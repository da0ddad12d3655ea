/** A fixed inline cover for stories and screenshots: no network, always the same pixels. */
export const sampleCover =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="450" height="160"><rect width="450" height="160" fill="#BEE3F8"/><rect y="110" width="450" height="50" fill="#F6E05E"/><circle cx="380" cy="45" r="25" fill="#FC4500"/></svg>',
  );
