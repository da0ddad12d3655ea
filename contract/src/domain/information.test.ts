import { describe, expect, it } from 'vitest';
import { CONTENT_TEXT } from '../contentFields';
import { CONTENT_TYPES, type ContentType } from '../information';
import { broken } from './brokenRule.testing';
import { contentTypeLabel, requireContentType } from './information';

const [, IMAGE, PDF] = CONTENT_TYPES;
const card = (content_type: ContentType) => ({ content_type });

describe('contentTypeLabel', () => {
  it('shows each content type by its own label', () => {
    expect(CONTENT_TYPES.map((t) => contentTypeLabel(t.value))).toEqual(CONTENT_TYPES.map((t) => t.label));
  });

  it('shows a stored type that is no longer a choice as it is stored', () => {
    expect(contentTypeLabel('video' as ContentType)).toBe('video');
  });
});

describe('requireContentType', () => {
  it('accepts content of the card’s own kind', () => {
    for (const { value } of CONTENT_TYPES) expect(() => requireContentType(card(value), value, 'file')).not.toThrow();
  });

  it('refuses text on an image card with 422 on text, naming the card’s kind', () => {
    const error = broken(() => requireContentType(card(IMAGE.value), 'text', 'text'));
    expect(error.status).toBe(422);
    expect(error.errors).toEqual({ text: [CONTENT_TEXT.contentTypeMismatch(IMAGE.label)] });
  });

  it('refuses images on a PDF card with 422 on file, naming the card’s kind', () => {
    expect(broken(() => requireContentType(card(PDF.value), IMAGE.value, 'file')).errors).toEqual({
      file: [CONTENT_TEXT.contentTypeMismatch(PDF.label)],
    });
  });
});
