/** Small inline images for scenario logos and default images: no network, same pixels every run. */
const svg = (markup: string) => `data:image/svg+xml;base64,${btoa(markup)}`;

export const CORAL_LOGO = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="200" viewBox="0 0 480 200">' +
    '<rect width="480" height="200" fill="#ffffff"/>' +
    '<circle cx="100" cy="100" r="70" fill="#319795"/>' +
    '<text x="190" y="118" font-family="sans-serif" font-size="44" fill="#1a202c">Coral Atoll</text></svg>',
);

export const CORAL_DEFAULT_IMAGE = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">' +
    '<rect width="800" height="450" fill="#bee3f8"/><rect y="300" width="800" height="150" fill="#f6e05e"/>' +
    '<circle cx="650" cy="90" r="50" fill="#f6ad55"/></svg>',
);
