/** Information cards: CRUD, ordering, validation, sanitised rich text, content of the card's kind, tenancy, permissions. */
import { expect, it } from 'vitest';
import { CONTENT_TEXT, CONTENT_TYPES, MSG, en } from '@atoll/contract';
import { defineGroup, type RouteKey, type Json } from '../harness';
import { PDF, PNG, create, dataOf, errorsOf, expectGuarded, expectMissingTo, fileForm, only } from '../helpers';

const card = (contentType: string, sort = 0, name = `Card ${contentType}`) => ({
  name: en(name),
  description: en(`About ${name}`),
  content_type: contentType,
  sort_order: sort,
});

const COVERS: RouteKey[] = [
  'GET information',
  'GET information/:id',
  'GET information/selectors/content-types',
  'POST information',
  'PATCH information/:id',
  'DELETE information/:id',
  'POST information/:id/cover',
  'DELETE information/:id/cover',
  'POST information/:id/content-text',
  'POST information/:id/content-image',
  'DELETE information/:id/content-image/:imageId',
  'POST information/:id/content-pdf',
  'DELETE information/:id/content-pdf',
];

export const information = defineGroup(COVERS, (api, who) => {
  const post = (body: Json, token = who().ownerA) => create(api, 'information', token, body);

  it('lists the content types', async () => {
    const res = await api.call('GET', 'information/selectors/content-types', { token: who().ownerA });
    expect(res.body).toEqual({ data: CONTENT_TYPES.map((t) => ({ value: t.value, label: t.label })) });
  });

  it('creates, reads, updates and lists by sort_order then id', async () => {
    const token = who().ownerA;
    const wifi = await post(card('text', 2, 'Wi-Fi'));
    expect(wifi).toEqual({
      id: expect.any(Number),
      name: en('Wi-Fi'),
      description: en('About Wi-Fi'),
      content_type: 'text',
      content_type_label: 'Text',
      sort_order: 2,
      cover: null,
      cover_thumb: null,
      content: { text: [], images: [], pdf: [] },
      updated: expect.any(String),
    });
    const menu = await post(card('pdf', 1, 'Menu'));
    const map = await post(card('image', 2, 'Map'));
    const ids = [wifi.id, menu.id, map.id];
    expect(only(dataOf(await api.call('GET', 'information', { token })), ids).map((i) => i.id)).toEqual([menu.id, wifi.id, map.id]);
    const patched = dataOf(await api.call('PATCH', `information/${menu.id}`, { token, body: card('image', 9, 'Menu card') }));
    expect(patched).toMatchObject({ name: en('Menu card'), content_type: 'image', content_type_label: 'Image', sort_order: 9 });
    expect(dataOf(await api.call('GET', `information/${menu.id}`, { token })).sort_order).toBe(9);
    expect(await api.call('DELETE', `information/${menu.id}`, { token })).toEqual({ status: 200, body: { data: null } });
    expect((await api.call('GET', `information/${menu.id}`, { token })).status).toBe(404);
  });

  it('validates with Field is required and choose-from-list messages', async () => {
    const token = who().ownerA;
    expect(errorsOf(await api.call('POST', 'information', { token, body: {} }))).toEqual({
      name: [MSG.fieldRequired],
      description: [MSG.fieldRequired],
      content_type: [MSG.fieldRequired],
      sort_order: [MSG.fieldRequired],
    });
    const twice = [{ language_code: 'en', text: 'x' }, { language_code: 'en', text: 'y' }];
    expect(errorsOf(await api.call('POST', 'information', { token, body: { ...card('video'), name: twice } }))).toEqual({
      content_type: [CONTENT_TEXT.chooseFromList],
      name: [CONTENT_TEXT.duplicateLanguage],
    });
    const noEnglish = await api.call('POST', 'information', { token, body: { ...card('text'), name: [{ language_code: 'dv', text: 'ދ' }] } });
    expect(errorsOf(noEnglish)).toEqual({ name: [MSG.fieldRequired] });
  });

  it('stores rich text sanitised to p, br, strong, em, ul, ol, li; empty languages dropped', async () => {
    const token = who().ownerA;
    const { id } = await post(card('text'));
    const html = '<p onclick="x()">Hello <b>bold</b> <i>it</i> <a href="javascript:alert(1)">link</a><script>alert(1)</script></p><ul><li>One</li></ul><img src=x onerror=alert(1)><br>';
    const text = [{ language_code: 'en', text: html }, { language_code: 'dv', text: '<em>ދ</em>' }, { language_code: 'ru', text: '<script>x</script>' }];
    const res = dataOf(await api.call('POST', `information/${id}/content-text`, { token, body: { text } }));
    expect(res.content.text).toEqual([
      { language_code: 'en', text: '<p>Hello <strong>bold</strong> <em>it</em> link</p><ul><li>One</li></ul><br />' },
      { language_code: 'dv', text: '<em>ދ</em>' },
    ]);
    expect(errorsOf(await api.call('POST', `information/${id}/content-text`, { token, body: { text: [] } }))).toEqual({ text: [MSG.fieldRequired] });
  });

  it('refuses content of the wrong kind for the card; images and PDFs per language (shape only)', async () => {
    const token = who().ownerA;
    const pdfCard = await post(card('pdf'));
    const imageCard = await post(card('image'));
    expect(errorsOf(await api.call('POST', `information/${pdfCard.id}/content-text`, { token, body: { text: en('x') } }))).toEqual({
      text: [CONTENT_TEXT.contentTypeMismatch('PDF')],
    });
    const image = await api.call('POST', `information/${pdfCard.id}/content-image`, { token, form: fileForm(PNG, 'a.png', 'image/png', { language_code: 'en' }) });
    expect(errorsOf(image)).toEqual({ file: [CONTENT_TEXT.contentTypeMismatch('PDF')] });
    const file = await api.call('POST', `information/${imageCard.id}/content-pdf`, { token, form: fileForm(PDF, 'a.pdf', 'application/pdf', { language_code: 'en' }) });
    expect(errorsOf(file)).toEqual({ file: [CONTENT_TEXT.contentTypeMismatch('Image')] });

    const imagePath = `information/${imageCard.id}/content-image`;
    await api.call('POST', imagePath, { token, form: fileForm(PNG, 'a.png', 'image/png', { language_code: 'en' }) });
    const two = dataOf(await api.call('POST', imagePath, { token, form: fileForm(PNG, 'b.png', 'image/png', { language_code: 'dv' }) }));
    expect(two.content.images).toEqual([
      { id: expect.any(String), language_code: 'en', filename: 'a.png', url: expect.any(String), thumb_url: expect.any(String) },
      { id: expect.any(String), language_code: 'dv', filename: 'b.png', url: expect.any(String), thumb_url: expect.any(String) },
    ]);
    const left = dataOf(await api.call('DELETE', `${imagePath}/${two.content.images[0].id}`, { token }));
    expect(left.content.images.map((i: Json) => i.filename)).toEqual(['b.png']);
    expect((await api.call('DELETE', `${imagePath}/${two.content.images[0].id}`, { token })).status).toBe(404);

    const pdfPath = `information/${pdfCard.id}/content-pdf`;
    const guide = dataOf(await api.call('POST', pdfPath, { token, form: fileForm(PDF, 'guide.pdf', 'application/pdf', { language_code: 'en' }) }));
    expect(guide.content.pdf).toEqual([{ id: expect.any(String), language_code: 'en', filename: 'guide.pdf', url: expect.any(String) }]);
    const replaced = dataOf(await api.call('POST', pdfPath, { token, form: fileForm(PDF, 'guide-2.pdf', 'application/pdf', { language_code: 'en' }) }));
    expect(replaced.content.pdf.map((p: Json) => p.filename)).toEqual(['guide-2.pdf']);
    expect(errorsOf(await api.call('POST', pdfPath, { token, form: fileForm(PDF, 'x.pdf', 'application/pdf') }))).toEqual({ language_code: [MSG.fieldRequired] });
    expect(dataOf(await api.call('DELETE', pdfPath, { token, body: { language_code: 'en' } })).content.pdf).toEqual([]);
  });

  it('cover upload and removal (shape only)', async () => {
    const token = who().ownerA;
    const { id } = await post(card('image'));
    const covered = dataOf(await api.call('POST', `information/${id}/cover`, { token, form: fileForm(PNG, 'cover.png', 'image/png') }));
    expect(covered).toMatchObject({ cover: expect.any(String), cover_thumb: expect.any(String) });
    expect(dataOf(await api.call('DELETE', `information/${id}/cover`, { token }))).toMatchObject({ cover: null, cover_thumb: null });
  });

  it("another company's card is 404 on every route; every route needs manage-hotel-content", async () => {
    const theirs = (await post(card('text'), who().ownerB)).id;
    await expectMissingTo(api, who().ownerA, [
      ['GET', `information/${theirs}`],
      ['PATCH', `information/${theirs}`, card('text')],
      ['POST', `information/${theirs}/content-text`, { text: en('x') }],
      ['DELETE', `information/${theirs}/content-image/00000000-0000-4000-8000-000000000000`],
      ['DELETE', `information/${theirs}/content-pdf`, { language_code: 'en' }],
      ['DELETE', `information/${theirs}/cover`],
      ['DELETE', `information/${theirs}`],
    ]);
    expect(dataOf(await api.call('GET', 'information', { token: who().ownerA })).map((i: Json) => i.id)).not.toContain(theirs);
    const { id } = await post(card('text'));
    await expectGuarded(api, who().staffA, [
      ['GET', 'information'],
      ['GET', 'information/selectors/content-types'],
      ['POST', 'information', card('text')],
      ['GET', `information/${id}`],
      ['PATCH', `information/${id}`, card('text')],
      ['DELETE', `information/${id}`],
      ['POST', `information/${id}/content-text`, { text: en('x') }],
      ['DELETE', `information/${id}/content-pdf`, { language_code: 'en' }],
      ['DELETE', `information/${id}/cover`],
    ]);
  });
});
