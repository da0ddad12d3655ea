/**
 * The export download's query as a schema, for the fuzzer and the docs (the route reads the key itself).
 * Apart from exports.ts so the list screens that show 'Download CSV' do not carry yup on first paint.
 */
import * as yup from 'yup';
import { EXPORT_KEY_PARAM } from './exports';

export const exportDownloadQuerySchema = yup.object({ [EXPORT_KEY_PARAM]: yup.string().max(200) });
