import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { apiUrl, errorCode, gql, se } from '../testing/client';
import { TEST_DEV_TOOLS_KEY } from '../testing/startTestServer';
import { clientPasswordHash, GEINS_PASSWORD_SALT } from './passwords';
import { REFRESH_TOKEN_HEADER } from './authService';
import { TEST_ADMIN_KEY, TEST_API_KEY } from '../testing/startTestServer';
import { signChallenge } from '../testing/signChallenge';

interface AuthAnswer {
  status: number;
  body: { token?: string; maxAge?: number; sign?: string; error?: string; message?: string };
  cookie: string | null;
  refreshToken: string | null;
}

async function authCall(
  action: string,
  body?: Record<string, unknown>,
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<AuthAnswer> {
  const allHeaders: Record<string, string> = { 'content-type': 'application/json', ...headers };
  if (cookie) allHeaders.cookie = cookie;
  const response = await fetch(`${apiUrl()}/auth/${action}`, {
    method: body ? 'POST' : 'GET',
    headers: allHeaders,
    body: body ? JSON.stringify(body) : undefined,
  });
  return {
    status: response.status,
    body: (await response.json()) as AuthAnswer['body'],
    cookie: response.headers.get('set-cookie'),
    refreshToken: response.headers.get(REFRESH_TOKEN_HEADER),
  };
}

/** The spec's protocol: ask with the username, sign the challenge, ask again with signature and hashed password. */
async function signedCall(
  action: string,
  username: string,
  extra: Record<string, unknown>,
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<AuthAnswer> {
  const first = await authCall(action, { username }, cookie, headers);
  expect(first.body.sign).toBeTruthy();
  const signed = { signature: await signChallenge(apiUrl(), first.body.sign) };
  return authCall(action, { username, signature: signed.signature, ...extra }, cookie, headers);
}

const login = (username: string, password: string, extra: Record<string, unknown> = {}) =>
  signedCall('login', username, { password: clientPasswordHash(password), ...extra });

let counter = 0;
async function registered(): Promise<{ email: string; token: string; cookie: string }> {
  counter += 1;
  const email = `shopper-${counter}-${process.pid}@example.com`;
  const answer = await signedCall('register', email, {
    password: clientPasswordHash('secret-123'),
  });
  expect(answer.status).toBe(200);
  return {
    email,
    token: answer.body.token as string,
    cookie: (answer.cookie ?? '').split(';')[0] as string,
  };
}

/** Places an order of one item in stock with the email, as a guest or with the account's bearer token; answers its id. */
async function placeOrderOf(email: string, token?: string): Promise<number> {
  const list = await gql<{
    products: {
      products: {
        skus: {
          skuId: number;
          stock: { inStock: number; static: number | null; oversellable: number };
        }[];
      }[];
    };
  }>(
    '{ products(take: 100, skip: 200) { products { skus { skuId stock { inStock static oversellable } } } } }',
  );
  const sku = list.data.products.products
    .flatMap((product) => product.skus)
    .find((candidate) => candidate.stock.inStock > 5 && candidate.stock.static === null);
  const cart = await gql<{ getCart: { id: string } }>('{ getCart(id: "") { id } }');
  const id = cart.data.getCart.id;
  await gql(
    'mutation add($id: String!, $skuId: Int!) { addToCart(id: $id, item: { skuId: $skuId, quantity: 1 }) { id } }',
    { id, skuId: sku?.skuId },
  );
  const placed = await gql<{ placeOrder: { orderId: string } }>(
    'mutation placeOrder($cartId: String!, $checkout: CheckoutInputType!) { placeOrder(cartId: $cartId, checkout: $checkout) { orderId } }',
    {
      cartId: id,
      checkout: {
        email,
        acceptedConsents: ['termsOfPurchase'],
        shippingAddress: {
          firstName: 'Sara',
          lastName: 'Berg',
          addressLine1: 'Gatan 2',
          zip: '211 20',
          city: 'Malmö',
          country: 'SE',
        },
      },
    },
    token ? { token } : {},
  );
  expect(placed.errors).toBeUndefined();
  return Number(placed.data.placeOrder.orderId);
}

describe('the REST auth service', () => {
  it("hashes the password as base64(SHA-384(password + the Geins identity service's published salt))", () => {
    expect(GEINS_PASSWORD_SALT).toBe(
      'Dd1dfLonNy6Am2fXQl2AcoI+IbhLhXvaibnDNn8uEa6vbJ05eyJajSuGFm9uQSmD',
    );
    expect(clientPasswordHash('hemma-demo-1')).toMatch(/^[A-Za-z0-9+/]{64}$/);
    expect(clientPasswordHash('hemma-demo-1', 'another salt')).not.toBe(
      clientPasswordHash('hemma-demo-1'),
    );
  });

  it('logs the seeded customer in through the sign challenge; the answer holds a signed token and maxAge', async () => {
    const answer = await login('kund@hemma.se', 'hemma-demo-1');
    expect(answer.status).toBe(200);
    expect(answer.body.maxAge).toBe(900);
    const claims = decodeJwt(answer.body.token as string);
    expect(claims.name).toBe('kund@hemma.se');
    expect(claims).toMatchObject({ customerType: 'PERSON', memberType: 'Member' });
    expect(answer.refreshToken).toBeTruthy();
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(answer.cookie).toMatch(/^hemma-session=.+; Path=\/auth; HttpOnly/);
  });

  it('signs the identity parameter at /auth/sign/{apiKey}, and refuses a wrong key or a missing identity', async () => {
    const first = await authCall('login', { username: 'kund@hemma.se' });
    const signed = (await signChallenge(apiUrl(), first.body.sign)) as {
      identity: string;
      timestamp: string;
      signature: string;
    };
    expect(signed.identity).toBe(first.body.sign);
    expect(Date.now() - Date.parse(signed.timestamp)).toBeLessThan(60_000);
    expect(signed.signature).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    const wrongKey = await fetch(
      `${apiUrl()}/auth/sign/not-the-key?identity=${encodeURIComponent(String(first.body.sign))}`,
    );
    expect(wrongKey.status).toBe(403);
    expect((await fetch(`${apiUrl()}/auth/sign/${TEST_API_KEY}`)).status).toBe(400);
    expect((await fetch(`${apiUrl()}/auth/sign/${TEST_API_KEY}?identity=`)).status).toBe(400);
    expect(
      (await fetch(`${apiUrl()}/auth/sign?identity=${encodeURIComponent(String(first.body.sign))}`))
        .status,
    ).toBe(401);
  });

  it('honours sessionLifetime: 30 minutes unless remembered', async () => {
    const short = await login('kund@hemma.se', 'hemma-demo-1', { sessionLifetime: 30 });
    expect(short.cookie).toContain('Max-Age=1800');
    const tiny = await login('kund@hemma.se', 'hemma-demo-1', { sessionLifetime: 1 });
    expect(tiny.body.maxAge).toBe(60);
    const remembered = await login('kund@hemma.se', 'hemma-demo-1');
    expect(remembered.cookie).toContain('Max-Age=604800');
    expect((await login('kund@hemma.se', 'hemma-demo-1', { sessionLifetime: -5 })).status).toBe(
      400,
    );
  });

  it('refuses a wrong password, a bad signature, a reused challenge and a password that is not hashed', async () => {
    const wrong = await login('kund@hemma.se', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'WRONG_CREDENTIALS', message: 'Wrong email or password' });
    const first = await authCall('login', { username: 'kund@hemma.se' });
    const password = clientPasswordHash('hemma-demo-1');
    // A malformed or forged signature is an error, never a 200 with a new challenge.
    for (const forged of [
      `${first.body.sign}.forged`,
      { signature: 'x' },
      42,
      { identity: first.body.sign, timestamp: new Date().toISOString(), signature: 'AAAA' },
    ]) {
      const refused = await authCall('login', {
        username: 'kund@hemma.se',
        signature: forged,
        password,
      });
      expect({
        forged,
        status: refused.status,
        error: refused.body.error,
        sign: refused.body.sign,
      }).toEqual({ forged, status: 401, error: 'INVALID_SIGNATURE', sign: undefined });
    }
    const othersChallenge = await authCall('login', { username: 'customer@hemma.com' });
    const othersSignature = await signChallenge(apiUrl(), othersChallenge.body.sign);
    expect(
      (await authCall('login', { username: 'kund@hemma.se', signature: othersSignature, password }))
        .body.error,
    ).toBe('INVALID_SIGNATURE');
    const signed = { signature: await signChallenge(apiUrl(), first.body.sign) };
    const body = {
      username: 'kund@hemma.se',
      signature: signed.signature,
      password: clientPasswordHash('hemma-demo-1'),
    };
    expect((await authCall('login', body)).status).toBe(200);
    expect((await authCall('login', body)).body.error).toBe('CHALLENGE_USED');
    expect(
      (await signedCall('login', 'kund@hemma.se', { password: 'hemma-demo-1' })).body.error,
    ).toBe('BAD_PASSWORD_FORMAT');
    expect((await authCall('login', { username: 'not-an-email' })).body.error).toBe(
      'INVALID_EMAIL',
    );
    expect((await authCall('nothing', { username: 'kund@hemma.se' })).status).toBe(404);
  });

  it('registers once per email', async () => {
    const { email } = await registered();
    const again = await signedCall('register', email, {
      password: clientPasswordHash('secret-123'),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account already exists with this email');
  });

  it("refreshes with Geins's x-auth-refresh-token header, answering it again; a bad one is refused", async () => {
    const { email } = await registered();
    const loggedIn = await login(email, 'secret-123');
    const refreshToken = loggedIn.refreshToken as string;
    const refreshed = await authCall('login', undefined, undefined, {
      [REFRESH_TOKEN_HEADER]: refreshToken,
    });
    expect(refreshed.status).toBe(200);
    expect(decodeJwt(refreshed.body.token as string).name).toBe(email);
    expect(refreshed.refreshToken).toBeTruthy();
    const forged = await authCall('login', undefined, undefined, {
      [REFRESH_TOKEN_HEADER]: `${refreshToken}x`,
    });
    expect({ status: forged.status, error: forged.body.error }).toEqual({
      status: 401,
      error: 'INVALID_REFRESH_TOKEN',
    });
    // An access token is not a refresh token.
    expect(
      (
        await authCall('login', undefined, undefined, {
          [REFRESH_TOKEN_HEADER]: loggedIn.body.token as string,
        })
      ).status,
    ).toBe(401);
    // A password change with the refresh token header, as Geins's SDK sends it.
    const changed = await signedCall(
      'password',
      email,
      { password: clientPasswordHash('secret-123'), newPassword: clientPasswordHash('secret-789') },
      undefined,
      { [REFRESH_TOKEN_HEADER]: refreshToken },
    );
    expect(changed.status).toBe(200);
    expect(changed.refreshToken).toBeTruthy();
    await authCall('logout', undefined, undefined, { [REFRESH_TOKEN_HEADER]: refreshToken });
    expect(
      (await authCall('login', undefined, undefined, { [REFRESH_TOKEN_HEADER]: refreshToken }))
        .status,
    ).toBe(401);
  });

  it('refreshes the token from the session cookie, and logs out', async () => {
    const { cookie } = await registered();
    const refreshed = await authCall('login', undefined, cookie);
    expect(refreshed.body.token).toBeTruthy();
    expect((await authCall('login')).body).toEqual({});
    const logout = await authCall('logout', undefined, cookie);
    expect(logout.cookie).toContain('Max-Age=0');
    expect((await authCall('login', undefined, cookie)).body).toEqual({});
    const user = await gql('{ getUser { email } }', {}, { token: refreshed.body.token });
    expect(errorCode(user)).toBe('UNAUTHENTICATED');
  });

  it('changes the password; a wrong current password logs the user out', async () => {
    const { email, cookie } = await registered();
    const changed = await signedCall('password', email, {
      password: clientPasswordHash('secret-123'),
      newPassword: clientPasswordHash('secret-456'),
    });
    expect(changed.status).toBe(200);
    expect((await login(email, 'secret-456')).status).toBe(200);
    const session = (await login(email, 'secret-456')).cookie?.split(';')[0];
    const wrong = await signedCall(
      'password',
      email,
      { password: clientPasswordHash('nope-nope'), newPassword: clientPasswordHash('x-x-x-x-x') },
      session,
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('WRONG_CURRENT_PASSWORD');
    expect((await authCall('login', undefined, session)).body).toEqual({});
    expect(cookie).toBeTruthy();
  });
});

describe('user-tied GraphQL fields with the bearer token', () => {
  it('refuses getUser, getOrders, getOrder, updateUser and deleteUser without a valid token', async () => {
    for (const query of [
      '{ getUser { email } }',
      '{ getOrders { id } }',
      '{ getOrder(orderId: 1) { id } }',
      'mutation { updateUser(user: { newsletter: true }) { email } }',
      'mutation { deleteUser }',
    ]) {
      const answer = await gql(query);
      expect(errorCode(answer), query).toBe('UNAUTHENTICATED');
      expect((await gql(query, {}, { token: 'not.a.token' })).errors?.[0]?.message).toBe(
        'You need to log in',
      );
    }
  });

  it("reads the seeded customer and her orders in every status, but not another customer's order", async () => {
    const { body } = await login('kund@hemma.se', 'hemma-demo-1');
    const user = await gql<{
      getUser: {
        email: string;
        address: { city: string };
        balances: { currency: string; amountFormatted: string }[];
      };
    }>(
      '{ getUser(channelId: "1|se", marketId: "se", languageId: "sv-SE") { email address { city } balances { currency amountFormatted } } }',
      {},
      { token: body.token },
    );
    expect(user.data.getUser.email).toBe('kund@hemma.se');
    expect(user.data.getUser.address.city).toBe('Stockholm');
    const orders = await gql<{
      getOrders: {
        id: number;
        status: string;
        orderTotal: { sellingPriceIncVatFormatted: string };
        cart: { items: { product: { name: string } }[] };
      }[];
    }>(
      '{ getOrders { id status orderTotal { sellingPriceIncVatFormatted } cart { items { product { name } } } } }',
      {},
      { token: body.token },
    );
    expect(new Set(orders.data.getOrders.map((order) => order.status))).toEqual(
      new Set(['received', 'processing', 'completed', 'cancelled']),
    );
    expect(orders.data.getOrders[0]?.orderTotal.sellingPriceIncVatFormatted).toMatch(/kr$/);
    // Shipped orders name their parcel; the simulated carrier has no tracking site to link to.
    const shipments = await gql<{
      getOrders: {
        status: string;
        shippingDetails: { parcelNumber: string; trackingLink: string | null }[];
      }[];
    }>(
      '{ getOrders { status shippingDetails { parcelNumber trackingLink } } }',
      {},
      { token: body.token },
    );
    const shipped = shipments.data.getOrders.filter(
      (order) => order.status === 'processing' || order.status === 'completed',
    );
    expect(shipped.length).toBeGreaterThan(0);
    for (const order of shipped)
      expect(order.shippingDetails).toEqual([
        { parcelNumber: expect.stringMatching(/^HM\d{8}SE$/), trackingLink: null },
      ]);
    const own = orders.data.getOrders[0]?.id;
    const one = await gql<{ getOrder: { id: number } }>(
      'query getOrder($orderId: Int!) { getOrder(orderId: $orderId) { id status } }',
      { orderId: own },
      { token: body.token },
    );
    expect(one.data.getOrder.id).toBe(own);
    const other = await login('customer@hemma.com', 'hemma-demo-1');
    const foreign = await gql(
      'query getOrder($orderId: Int!) { getOrder(orderId: $orderId) { id } }',
      { orderId: own },
      { token: other.body.token },
    );
    expect(errorCode(foreign)).toBe('NOT_FOUND');
  });

  it('ties an order placed with the bearer token to the account', async () => {
    const { token, email } = await registered();
    const orderId = await placeOrderOf(email, token);
    const orders = await gql<{ getOrders: { id: number; status: string }[] }>(
      '{ getOrders { id status } }',
      {},
      { token },
    );
    expect(orders.data.getOrders).toEqual([{ id: orderId, status: 'received' }]);
  });

  it('leaves guest orders of an email out of an account registered with it: the address is not confirmed (README)', async () => {
    counter += 1;
    const email = `guest-${counter}-${process.pid}@example.com`;
    const guestOrderId = await placeOrderOf(email);
    const answer = await signedCall('register', email, {
      password: clientPasswordHash('secret-123'),
    });
    expect(answer.status).toBe(200);
    const orders = await gql<{ getOrders: { id: number }[] }>(
      '{ getOrders { id } }',
      {},
      { token: answer.body.token },
    );
    expect(orders.errors).toBeUndefined();
    expect(orders.data.getOrders.map((order) => order.id)).not.toContain(guestOrderId);
    expect(orders.data.getOrders).toEqual([]);
  });

  it('updates the user, refusing an invalid personal ID; deleteUser removes the account', async () => {
    const { token, email } = await registered();
    const updated = await gql<{
      updateUser: {
        address: { firstName: string; city: string };
        newsletter: boolean;
        personalId: string;
      };
    }>(
      'mutation updateUser($user: UserInputType!) { updateUser(user: $user) { address { firstName city } newsletter personalId } }',
      {
        user: {
          address: { firstName: 'Sara', city: 'Malmö' },
          newsletter: true,
          personalId: '19811218-9876',
        },
      },
      { token },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data.updateUser).toEqual({
      address: { firstName: 'Sara', city: 'Malmö' },
      newsletter: true,
      personalId: '19811218-9876',
    });
    const invalid = await gql(
      'mutation { updateUser(user: { personalId: "19811218-9875" }) { email } }',
      {},
      { token },
    );
    expect(errorCode(invalid)).toBe('INVALID_FIELDS');
    expect(
      (await gql<{ deleteUser: boolean }>('mutation { deleteUser }', {}, { token })).data
        .deleteUser,
    ).toBe(true);
    expect(errorCode(await gql('{ getUser { email } }', {}, { token }))).toBe('UNAUTHENTICATED');
    expect((await login(email, 'secret-123')).status).toBe(401);
  });

  it('stores a review pending acceptance: it needs login and stars, and is shown only once accepted', async () => {
    const products = await gql<{ products: { products: { alias: string }[] } }>(
      '{ products(take: 1, filter: { sort: LATEST }) { products { alias } } }',
    );
    const alias = products.data.products.products[0]?.alias;
    const post =
      'mutation postProductReview($alias: String!, $rating: Int, $comment: String, $author: String!) { postProductReview(alias: $alias, rating: $rating, comment: $comment, author: $author) }';
    const anonymous = await gql(post, { alias, rating: 5, comment: 'Lovely', author: 'Sara' });
    expect(anonymous.errors?.[0]?.message).toBe('You need to log in to be able to write a review');
    const { token } = await registered();
    expect(
      (await gql(post, { alias, comment: 'Lovely', author: 'Sara' }, { token })).errors?.[0]
        ?.message,
    ).toBe('Please use stars to rate the product');
    expect(
      errorCode(await gql(post, { alias, rating: 4, comment: ' ', author: 'Sara' }, { token })),
    ).toBe('INVALID_FIELDS');
    expect(
      errorCode(
        await gql(
          post,
          { alias: 'no-such-product', rating: 4, comment: 'x', author: 'Sara' },
          { token },
        ),
      ),
    ).toBe('NOT_FOUND');
    const before = await gql<{ reviews: { count: number } }>(
      'query reviews($alias: String) { reviews(alias: $alias) { count } }',
      { alias },
    );
    expect(
      (
        await gql<{ postProductReview: boolean }>(
          post,
          { alias, rating: 4, comment: 'Sturdy and soft', author: 'Sara' },
          { token },
        )
      ).data.postProductReview,
    ).toBe(true);
    const after = await gql<{ reviews: { count: number } }>(
      'query reviews($alias: String) { reviews(alias: $alias) { count } }',
      { alias },
    );
    expect(after.data.reviews.count).toBe(before.data.reviews.count);

    const devHeaders = { 'x-dev-tools-key': TEST_DEV_TOOLS_KEY };
    const pending = (await (
      await fetch(`${apiUrl()}/dev/reviews`, { headers: devHeaders })
    ).json()) as { id: number; comment: string }[];
    const mine = pending.find((review) => review.comment === 'Sturdy and soft');
    expect(mine).toBeDefined();
    const accepted = await fetch(`${apiUrl()}/dev/reviews/${mine?.id}/accept`, {
      method: 'POST',
      headers: devHeaders,
    });
    expect(accepted.status).toBe(200);
    const shown = await gql<{ reviews: { count: number; reviews: { comment: string }[] } }>(
      'query reviews($alias: String) { reviews(alias: $alias) { count reviews { comment } } }',
      { alias },
    );
    expect(shown.data.reviews.count).toBe(before.data.reviews.count + 1);
    expect(shown.data.reviews.reviews[0]?.comment).toBe('Sturdy and soft');
    expect(
      (
        await fetch(`${apiUrl()}/dev/reviews/${mine?.id}/accept`, {
          method: 'POST',
          headers: devHeaders,
        })
      ).status,
    ).toBe(404);
  });
});

describe('password reset, newsletter and back-in-stock', () => {
  it('sends a reset key, sets a new password with it once, and refuses an unknown key', async () => {
    const { email } = await registered();
    const request = await gql<{ requestPasswordReset: boolean }>(
      'mutation requestPasswordReset($email: String!) { requestPasswordReset(email: $email) }',
      { email },
    );
    expect(request.data.requestPasswordReset).toBe(true);
    const outbox = (await (
      await fetch(`${apiUrl()}/dev/outbox?email=${encodeURIComponent(email)}`, {
        headers: { 'x-dev-tools-key': TEST_DEV_TOOLS_KEY },
      })
    ).json()) as { body: string }[];
    const resetKey = new URL(outbox[0]?.body ?? '', 'http://x').searchParams.get('resetKey');
    const commit =
      'mutation commitReset($resetKey: String!, $password: String!) { commitReset(resetKey: $resetKey, password: $password) }';
    expect(errorCode(await gql(commit, { resetKey, password: 'short' }))).toBe('PASSWORD_TOO_WEAK');
    expect(
      (await gql<{ commitReset: boolean }>(commit, { resetKey, password: 'brand-new-1' })).data
        .commitReset,
    ).toBe(true);
    expect((await login(email, 'brand-new-1')).status).toBe(200);
    const reused = await gql(commit, { resetKey, password: 'brand-new-2' });
    expect(reused.errors?.[0]?.message).toBe(
      'The password reset link has expired, request a new one',
    );
    expect(errorCode(await gql('mutation { requestPasswordReset(email: "nope") }'))).toBe(
      'INVALID_EMAIL',
    );
    expect(
      (
        await gql<{ requestPasswordReset: boolean }>(
          'mutation { requestPasswordReset(email: "nobody@example.com") }',
        )
      ).data.requestPasswordReset,
    ).toBe(true);
  });

  it('subscribes to the newsletter, validating the email', async () => {
    const subscribe =
      'mutation subscribeToNewsletter($email: String!) { subscribeToNewsletter(email: $email, channelId: "1|se") }';
    expect(
      (await gql<{ subscribeToNewsletter: boolean }>(subscribe, { email: 'news@example.com' })).data
        .subscribeToNewsletter,
    ).toBe(true);
    expect(
      (await gql<{ subscribeToNewsletter: boolean }>(subscribe, { email: 'news@example.com' })).data
        .subscribeToNewsletter,
    ).toBe(true);
    const invalid = await gql(subscribe, { email: 'news@' });
    expect(invalid.errors?.[0]?.message).toBe('You have to enter a valid email');
  });

  it('records a back-in-stock request for a known sku', async () => {
    const monitor =
      'mutation monitorProductAvailability($email: String!, $skuId: Int!) { monitorProductAvailability(email: $email, skuId: $skuId, ...) }';
    const query = monitor.replace(', ...', `, channelId: "${se.channelId}"`);
    const sku = await gql<{ products: { products: { skus: { skuId: number }[] }[] } }>(
      '{ products(take: 1) { products { skus { skuId } } } }',
    );
    const skuId = sku.data.products.products[0]?.skus[0]?.skuId;
    expect(
      (
        await gql<{ monitorProductAvailability: boolean }>(query, {
          email: 'wait@example.com',
          skuId,
        })
      ).data.monitorProductAvailability,
    ).toBe(true);
    expect(errorCode(await gql(query, { email: 'wait@example.com', skuId: 1 }))).toBe(
      'SKU_NOT_FOUND',
    );
    expect(errorCode(await gql(query, { email: 'wait', skuId }))).toBe('INVALID_EMAIL');
  });
});

describe('sessions that end (issue 51)', () => {
  const commit =
    'mutation commitReset($resetKey: String!, $password: String!) { commitReset(resetKey: $resetKey, password: $password) }';

  async function newResetKey(email: string): Promise<string> {
    await gql(
      'mutation requestPasswordReset($email: String!) { requestPasswordReset(email: $email) }',
      {
        email,
      },
    );
    const outbox = (await (
      await fetch(`${apiUrl()}/dev/outbox?email=${encodeURIComponent(email)}`, {
        headers: { 'x-dev-tools-key': TEST_DEV_TOOLS_KEY },
      })
    ).json()) as { body: string }[];
    return new URL(outbox[0]?.body ?? '', 'http://x').searchParams.get('resetKey') ?? '';
  }

  /** Whether each credential of a session still works: the access token, the refresh token, the cookie. */
  async function sessionWorks(session: AuthAnswer) {
    const user = await gql('{ getUser { email } }', {}, { token: session.body.token });
    const byHeader = await authCall('login', undefined, undefined, {
      [REFRESH_TOKEN_HEADER]: session.refreshToken as string,
    });
    const byCookie = await authCall('login', undefined, (session.cookie ?? '').split(';')[0]);
    return {
      accessToken: errorCode(user) === undefined,
      refreshToken: byHeader.status === 200 && Boolean(byHeader.body.token),
      cookie: Boolean(byCookie.body.token),
    };
  }
  const working = { accessToken: true, refreshToken: true, cookie: true };
  const ended = { accessToken: false, refreshToken: false, cookie: false };

  it('voids an older reset key once a newer one is sent', async () => {
    const { email } = await registered();
    const older = await newResetKey(email);
    const newer = await newResetKey(email);
    expect(newer).not.toBe(older);
    expect(errorCode(await gql(commit, { resetKey: older, password: 'older-key-1' }))).toBe(
      'RESET_KEY_EXPIRED',
    );
    expect((await login(email, 'older-key-1')).status).toBe(401);
    const used = await gql<{ commitReset: boolean }>(commit, {
      resetKey: newer,
      password: 'newer-key-1',
    });
    expect(used.data.commitReset).toBe(true);
    expect((await login(email, 'newer-key-1')).status).toBe(200);
  });

  it('ends every session with a reset: access tokens, refresh tokens and cookies from before are refused', async () => {
    const { email } = await registered();
    const [one, other] = [await login(email, 'secret-123'), await login(email, 'secret-123')];
    expect(await sessionWorks(one)).toEqual(working);
    const resetKey = await newResetKey(email);
    expect(
      (await gql<{ commitReset: boolean }>(commit, { resetKey, password: 'after-reset-1' })).data
        .commitReset,
    ).toBe(true);
    expect(await sessionWorks(one)).toEqual(ended);
    expect(await sessionWorks(other)).toEqual(ended);
    expect(await sessionWorks(await login(email, 'after-reset-1'))).toEqual(working);
  });

  it('ends every other session with a password change; the changing client goes on in a new one', async () => {
    const { email } = await registered();
    const [mine, other] = [await login(email, 'secret-123'), await login(email, 'secret-123')];
    const changed = await signedCall(
      'password',
      email,
      { password: clientPasswordHash('secret-123'), newPassword: clientPasswordHash('changed-1') },
      undefined,
      { [REFRESH_TOKEN_HEADER]: mine.refreshToken as string },
    );
    expect(changed.status).toBe(200);
    expect(await sessionWorks(changed)).toEqual(working);
    expect(await sessionWorks(other)).toEqual(ended);
    expect(await sessionWorks(mine)).toEqual(ended);
  });
});

describe('login tokens (impersonation) come only from the admin flow (issue 51)', () => {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  async function issue(email: string, headers: Record<string, string>) {
    const response = await fetch(`${apiUrl()}/admin/login-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { loginToken?: string; error?: string },
    };
  }

  it("refuses to trade a customer's ordinary access token for a session, so a link with one signs nobody in", async () => {
    const { token } = await registered();
    const traded = await authCall('login', undefined, undefined, bearer(token));
    expect(traded.status).toBe(200);
    expect(traded.body).toEqual({});
    expect(traded.refreshToken).toBeNull();
    expect(traded.cookie).toBeNull();
  });

  it('issues a login token only with the admin key; the token is traded for a session of that customer', async () => {
    const { email } = await registered();
    expect((await issue(email, {})).status).toBe(401);
    expect((await issue(email, { 'x-admin-key': TEST_API_KEY })).status).toBe(403);
    expect((await issue('nobody-here@example.com', { 'x-admin-key': TEST_ADMIN_KEY })).status).toBe(
      404,
    );
    const issued = await issue(email, { 'x-admin-key': TEST_ADMIN_KEY });
    expect(issued.status).toBe(200);
    const loginToken = issued.body.loginToken as string;
    expect(decodeJwt(loginToken)).toMatchObject({ name: email, imp: true });
    const traded = await authCall('login', undefined, undefined, bearer(loginToken));
    expect(traded.status).toBe(200);
    expect(decodeJwt(traded.body.token as string).name).toBe(email);
    const user = await gql<{ getUser: { email: string } }>(
      '{ getUser { email } }',
      {},
      { token: traded.body.token },
    );
    expect(user.data.getUser.email).toBe(email);
    // The session goes on with the refresh token it answered, as any session does.
    const renewed = await authCall('login', undefined, undefined, {
      [REFRESH_TOKEN_HEADER]: traded.refreshToken as string,
    });
    expect(decodeJwt(renewed.body.token as string).name).toBe(email);
  });
});
