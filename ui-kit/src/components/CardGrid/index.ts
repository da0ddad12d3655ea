export { CardGrid, CardPage, type CardGridProps } from './CardGrid';
export { CardBrowser, type CardBrowserProps } from './CardBrowser';
