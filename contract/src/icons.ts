/**
 * The icons staff pick for quick actions and key places (GET /ui/icons). Each
 * is a 24×24 stroked outline; the server and the mocks serve it as SVG at
 * `/api/v1/ui/icons/{key}.svg`, so the guest app can colour it.
 */
export const ICON_SHAPES = {
  info: { name: 'Information', d: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-5M12 8h.01' },
  phone: { name: 'Phone', d: 'M5 3h4l2 5-3 2a11 11 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z' },
  wifi: { name: 'Wi-Fi', d: 'M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01' },
  restaurant: { name: 'Restaurant', d: 'M7 2v20M4 2v6a3 3 0 0 0 6 0V2M17 22V2c-2 1-3 4-3 8h3' },
  bar: { name: 'Bar', d: 'M4 3h16l-8 9zM12 12v8M8 21h8' },
  coffee: { name: 'Coffee', d: 'M4 8h13v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM17 10h2a2 2 0 0 1 0 4h-2M8 2v3M12 2v3' },
  pool: { name: 'Pool', d: 'M2 18c2 1.5 4 1.5 6 0s4-1.5 6 0 4 1.5 6 0M2 14c2 1.5 4 1.5 6 0s4-1.5 6 0 4 1.5 6 0M8 12V4a2 2 0 0 1 4 0M16 12V4a2 2 0 0 0-4 0M8 7h8' },
  spa: { name: 'Spa', d: 'M12 21c-5 0-9-3-9-8 3 0 6 1 9 4 3-3 6-4 9-4 0 5-4 8-9 8zM12 17c-2-3-2-7 0-11 2 4 2 8 0 11z' },
  gym: { name: 'Gym', d: 'M6 7v10M18 7v10M3 10v4M21 10v4M6 12h12' },
  beach: { name: 'Beach', d: 'M3 12a9 9 0 0 1 18 0zM12 12l-4 10M2 22h20' },
  diving: { name: 'Diving', d: 'M3 8a4 4 0 0 1 4-4h10a4 4 0 0 1 0 8H7a4 4 0 0 1-4-4zM12 12v3M2 19c2 1.5 4 1.5 6 0s4-1.5 6 0 4 1.5 6 0' },
  bed: { name: 'Room', d: 'M3 20V6M3 16h18v4M21 16v-4a3 3 0 0 0-3-3h-8v7M7 12a2 2 0 1 0 0-.01' },
  bell: { name: 'Concierge', d: 'M4 18h16M6 18a6 6 0 0 1 12 0M12 9V7M10 7h4M3 21h18' },
  calendar: { name: 'Calendar', d: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4' },
  map: { name: 'Map', d: 'M12 22s7-6 7-12a7 7 0 0 0-14 0c0 6 7 12 7 12zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z' },
  car: { name: 'Transfer', d: 'M5 16V11l2-5h10l2 5v5M3 16h18v3H3zM7 19v2M17 19v2M5 11h14' },
  boat: { name: 'Boat', d: 'M3 15h18l-3 5H6zM12 3v12M12 4l6 8h-6' },
  kids: { name: 'Kids', d: 'M12 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8 22l1-8-3-3 3-2h6l3 2-3 3 1 8' },
  star: { name: 'Star', d: 'M12 2l3 7 7 .5-5.5 4.5 2 7-6.5-4-6.5 4 2-7L2 9.5 9 9z' },
  heart: { name: 'Heart', d: 'M12 21S3 15 3 8.5A4.5 4.5 0 0 1 12 6a4.5 4.5 0 0 1 9 2.5C21 15 12 21 12 21z' },
  music: { name: 'Music', d: 'M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM21 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z' },
  shop: { name: 'Shop', d: 'M4 8h16l-1 13H5zM9 8V6a3 3 0 0 1 6 0v2' },
  laundry: { name: 'Laundry', d: 'M4 3h16v18H4zM4 7h16M12 18a4 4 0 1 0 0-8 4 4 0 0 0 0 8z' },
  clock: { name: 'Clock', d: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2' },
} as const;

export type IconKey = keyof typeof ICON_SHAPES;
export const ICON_KEYS = Object.keys(ICON_SHAPES) as IconKey[];

export const isIconKey = (key: string): key is IconKey => Object.prototype.hasOwnProperty.call(ICON_SHAPES, key);

/** Where an icon is served, relative to the API origin. */
export const iconUrl = (key: string) => `/api/v1/ui/icons/${key}.svg`;

/** The SVG document of an icon (currentColor stroke). */
export function iconSvg(key: IconKey): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" ' +
    'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' +
    `<path d="${ICON_SHAPES[key].d}"/></svg>`
  );
}
