/**
 * The hotel the console's browser benchmarks load (scripts/lighthouse.mjs, scripts/bench-boot.mjs): signed up through
 * the API on a running product (the ALTCHA challenge solved as the e2e walks do), logged in, with six facilities shown
 * on the guest app's Home.
 */
import { tsImport } from 'tsx/esm/api';

const { login, signupViaApi } = await tsImport('../e2e/harness/api.ts', import.meta.url);
const { newHotel, signupPayloadFor } = await tsImport('../e2e/harness/people.ts', import.meta.url);

const FACILITIES = ['Reef Bar', 'Lagoon Spa', 'Sunset Grill', 'Dive Centre', 'Kids Club', 'Main Restaurant'];

/**
 * @returns the login's answer (`auth`: user, company, token), the token, the company's settings, and `storage`: the
 * localStorage entries a logged-in console starts from (the session, and the theme colour the login page remembers).
 */
export async function benchHotel(product, name) {
  const credentials = await signupViaApi(product.api, signupPayloadFor(newHotel(name)));
  const auth = await login(product.api, credentials);
  const token = auth.auth_token.token;
  for (const [i, facility] of FACILITIES.entries()) {
    await product.api.ok('POST', 'facilities', {
      token,
      body: { name: [{ language_code: 'en', text: facility }], description: [{ language_code: 'en', text: `<p>${facility}: open daily.</p>` }], sort_order: i, show_app_home: true },
    });
  }
  const settings = await product.api.ok('GET', 'user/settings', { token });
  const storage = [
    { name: 'atoll.session', value: JSON.stringify({ token, user: auth.user, company: auth.company }) },
    { name: 'atoll.theme', value: JSON.stringify({ companyId: auth.company.id, primaryColor: settings.primary_color }) },
  ];
  return { auth, token, settings, storage };
}
