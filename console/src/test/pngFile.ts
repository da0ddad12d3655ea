/** A real PNG of the given size drawn on a canvas, for the upload tests and stories (one copy for all). */
export async function pngFile(name: string, width = 64, height = 48): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#2c7a7b';
  context.fillRect(0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The canvas made no PNG');
  return new File([blob], name, { type: 'image/png' });
}
