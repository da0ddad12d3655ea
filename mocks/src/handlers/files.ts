/** files/{id}: the bytes of an upload. Public: the id is unguessable. */
import { HttpResponse } from 'msw';
import { notFound } from '../http';
import { get, open } from '../routes';
import { mockDb } from '../store';

export const fileHandlers = open([
  get('files/:id', ({ params }) => {
    const file = mockDb.files.get(String(params.id));
    if (!file) return notFound();
    // Decoded by hand: a fetch of the data URL would go through MSW's own interception.
    const binary = atob(file.data_url.slice(file.data_url.indexOf(',') + 1));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new HttpResponse(bytes, {
      headers: { 'Content-Type': file.content_type, 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
  }),
]);
