/** Galleries of facilities and activities: one image per POST (the UI sends several in turn). */
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../deps';
import type { Db } from '../../db/client';
import { tenant, type Tenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { readImageUpload, uploadLimit } from '../../http/upload';
import { idParam } from '../../http/validate';
import { fileIdParam } from '../../services/contentRows';
import { deleteFiles, prepareImage, saveImage } from '../../services/files';

export interface GalleryTarget {
  /** 404 unless the owner is the caller's company's. */
  find(own: Tenant, id: number): Promise<unknown>;
  /** Locks the owner's row until the transaction ends; false when it is gone (deleted meanwhile). */
  lock(own: Tenant, id: number): Promise<boolean>;
  /** `own` is the caller's company over the transaction. */
  add(own: Tenant, id: number, fileId: string): Promise<unknown>;
  /** Unlinks the image; false when it is not in this owner's gallery. */
  remove(own: Tenant, id: number, fileId: string): Promise<boolean>;
  touch(own: Tenant, id: number): Promise<unknown>;
  one(c: Context<AppEnv>, id: number): Promise<unknown>;
}

/** POST {id}/gallery (one image per call) and DELETE {id}/gallery/{imageId}; both answer the owner. */
export function mountGallery(app: Hono<AppEnv>, db: Db, target: GalleryTarget) {
  app.post('/:id/gallery', uploadLimit, async (c) => {
    const id = idParam(c);
    const own = tenant(db, c.get('auth').company.id);
    await target.find(own, id);
    const image = await prepareImage(await readImageUpload(c));
    await db.transaction(async (tx) => {
      const ownTx = own.in(tx);
      // As the cover upload does: a delete of the owner either waits for this upload (and removes its file too) or
      // has committed, and the upload is 404.
      if (!(await target.lock(ownTx, id))) throw notFound();
      const saved = await saveImage(ownTx, image);
      await target.add(ownTx, id, saved.id);
      await target.touch(ownTx, id);
    });
    return c.json({ data: await target.one(c, id) });
  });

  app.delete('/:id/gallery/:imageId', async (c) => {
    const id = idParam(c);
    const own = tenant(db, c.get('auth').company.id);
    await target.find(own, id);
    const fileId = fileIdParam(c, 'imageId');
    await db.transaction(async (tx) => {
      const ownTx = own.in(tx);
      if (!(await target.remove(ownTx, id, fileId))) throw notFound();
      await deleteFiles(ownTx, [fileId]);
      await target.touch(ownTx, id);
    });
    return c.json({ data: await target.one(c, id) });
  });
}
