/**
 * Which contract schema each route's JSON body and query is checked with: one list, in the server
 * (server/src/openapi/requestSchemas.ts), which the OpenAPI document reads too. Every POST and PATCH route
 * the server has must be there, be an upload (multipart), or be listed as taking no body: fuzz.test.ts fails
 * for a route that is none of these, so a new route is fuzzed (and documented) the day it is added.
 */
export { BODY_SCHEMAS, NO_BODY, QUERY_SCHEMAS, isUpload } from '../../src/openapi/requestSchemas';
