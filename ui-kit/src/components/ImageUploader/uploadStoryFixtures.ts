/** Files and pictures for the uploaders' stories and visual tests (not part of the kit's API). */

/** A solid-colour SVG as a data URL, so stories need no network. */
export const swatch = (fill: string, width = 480, height = 200) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${fill}"/></svg>`);

/** A file of `bytes` zero bytes with a name and type, as a picker would hand it over. */
export const fileOf = (bytes: number, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });
export const imageFile = (bytes: number, name = 'logo.png', type = 'image/png') => fileOf(bytes, name, type);
export const pdfFile = (bytes: number, name = 'menu.pdf') => fileOf(bytes, name, 'application/pdf');

/** The hidden input behind a FileTrigger (userEvent.upload needs it). */
export const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Resolves after `ms`; uploads in stories take a moment so progress can be seen. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Drops files on a React Aria DropZone as a browser does: dragenter, dragover, drop with a
 * DataTransfer holding the files. `target` is any element inside the zone (e.g. its hidden button).
 * Chromium gives items of a script-made DataTransfer no file-system entry (webkitGetAsEntry() is
 * null), which React Aria reads to tell files from folders; for the drop they answer as a real
 * dropped file does.
 */
export function dropFiles(target: Element, files: readonly File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  const proto = DataTransferItem.prototype;
  const original = Object.getOwnPropertyDescriptor(proto, 'webkitGetAsEntry')!;
  Object.defineProperty(proto, 'webkitGetAsEntry', {
    configurable: true,
    value(this: DataTransferItem) {
      return this.kind === 'file' ? { isFile: true, isDirectory: false } : null;
    },
  });
  try {
    for (const type of ['dragenter', 'dragover', 'drop']) {
      target.dispatchEvent(new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true, clientX: 10, clientY: 10 }));
    }
  } finally {
    Object.defineProperty(proto, 'webkitGetAsEntry', original);
  }
}
