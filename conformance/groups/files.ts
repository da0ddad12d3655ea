/**
 * GET files/{id}: the bytes of an upload, public behind an unguessable id. The two differ by design
 * (the mocks answer uploads with `data:` URLs, the server with /api/v1/files/{uuid}), so this checks
 * what both answer the same — unknown and malformed ids are 404 without a session — and the shape of
 * an upload's URL; where the URL is the server's, its bytes come back with the image's type.
 */
import { expect, it } from 'vitest';
import { API_BASE, en } from '@atoll/contract';
import { defineGroup, type RouteKey } from '../harness';
import { create, dataOf, fileForm, PNG } from '../helpers';

const COVERS: RouteKey[] = ['GET files/:id'];

export const files = defineGroup(COVERS, (api, who) => {
  it('answers 404 for an unknown or malformed id, with or without a session', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-file', '..%2Fsecret']) {
      expect((await api.call('GET', `files/${id}`)).status, id).toBe(404);
      expect((await api.call('GET', `files/${id}`, { token: who().ownerA })).status, id).toBe(404);
    }
  });

  it("an upload's URL is the server's file route or a data: URL; the server's serves the image", async () => {
    const token = who().ownerA;
    const facility = await create(api, 'facilities', token, { name: en('Conf Files') });
    const form = fileForm(PNG, 'cover.png', 'image/png');
    const { cover } = dataOf(await api.call('POST', `facilities/${facility.id}/cover`, { token, form }));
    const prefix = `${API_BASE}/files/`;
    expect(cover).toMatch(new RegExp(`^(${prefix}[0-9a-f-]{36}|data:image/png;base64,)`));
    if (cover.startsWith(prefix)) {
      const res = await api.call('GET', `files/${cover.slice(prefix.length)}`);
      expect(res.status).toBe(200);
    }
  });
});
