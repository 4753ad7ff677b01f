import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { generatePrimeSync } from 'node:crypto';
import { RSA_PUBLIC_EXPONENT, decryptBody, type Reward, type RewardType } from '@platform/shared';
import { changeLanguage, i18n, I18nProvider } from '../../../lib/i18n';
import { clearSession, setSessionValues } from '../../../lib/session';
import EN from '../texts/en';
import { memberInfoAnswer, settingsAnswer } from '../../../app/test-answers';
import { PointMallPage } from './PointMallPage';

// ---- the encrypted redeem body, read back (as in FirebaseLogin.test.tsx) -----------------------

function inverse(a: bigint, m: bigint): bigint | null {
  let [oldR, r] = [a, m];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  return oldR === 1n ? ((oldS % m) + m) % m : null;
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/** A prime "modulus" makes the session key recoverable: m = c^d mod p with d = e^-1 mod (p-1). */
function primeModulus(): { hex: string; p: bigint; d: bigint } {
  for (;;) {
    const p = generatePrimeSync(256, { bigint: true });
    const d = inverse(RSA_PUBLIC_EXPONENT, p - 1n);
    if (d !== null) return { hex: p.toString(16), p, d };
  }
}

const RSA = primeModulus();

function openBody(init: RequestInit): Record<string, unknown> {
  const headers = init.headers as Record<string, string>;
  let m = modPow(BigInt('0x' + headers.Encryption), RSA.d, RSA.p);
  let key = '';
  while (m > 0n) {
    key = String.fromCharCode(Number(m & 0xffn)) + key;
    m >>= 8n;
  }
  const sealed = JSON.parse(init.body as string) as { value: string };
  return JSON.parse(decryptBody(sealed.value, key)) as Record<string, unknown>;
}

// ---- a server of our own -----------------------------------------------------------------------

function reward(id: number, type: number, extra: Partial<Reward> = {}): Reward {
  return {
    id,
    name: `Reward ${id}`,
    price: '100.00',
    mpPointAmount: null,
    mpMoneyAmount: null,
    displayPointMoneyAmt: 'N',
    imageLink: '',
    inventory: 5,
    adjustedCount: 0,
    description: '',
    type,
    merchandiseImages: [],
    ...extra,
  };
}

const TYPES: RewardType[] = [
  { typeId: 1, name: 'Goods', chineseName: '实物', i18nStr: null },
  { typeId: 2, name: 'Virtual', chineseName: '虚拟', i18nStr: null },
  { typeId: 7, name: 'Gift cards', chineseName: '礼品卡', i18nStr: '{"en":"Gift Cards EN"}' },
];

function serve(rewards: Reward[]) {
  const redeems: Record<string, unknown>[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const path = input.split('?')[0]!.replace(/^https?:\/\/[^/]+/, '');
    const ok = (value: unknown) =>
      new Response(JSON.stringify({ success: true, value, errorCode: null, message: null }));
    switch (path) {
      case '/wps/session/key/rsa':
        return new Response(RSA.hex);
      case '/wps/system/settings/consolidated':
        return ok(
          settingsAnswer({
            merchantCode: 'demo',
            currency: 'THB',
            currencySymbol: '฿',
            currencyPosition: 'F',
          }),
        );
      case '/wps/member/info':
        return ok(memberInfoAnswer({ account: 'demo001', nickname: 'Lucky', icon: 3 }));
      case '/wps/relay/MCSFE_pointBalance':
        return ok({ balance: '5000.00', held: '0.00', available: '5000.00', currency: 'PTS' });
      case '/wps/relay/MCSFE_getRewardType':
        return ok(TYPES);
      case '/wps/relay/MCSFE_pointReward':
        return ok({ list: rewards, page: 1, size: 1000, total: rewards.length });
      case '/wps/relay/MCSFE_postRedeemPoint': {
        const body = openBody(init);
        redeems.push(body);
        return ok({
          id: 1,
          dateRequested: 1_700_000_000_000,
          type: body.redeemType,
          name: 'Reward',
          quantity: body.quantity,
          requiredPoint: '100.00',
          requiredMoney: '0.00',
          status: 'P',
        });
      }
      default:
        return ok(null);
    }
  });
  vi.stubGlobal('fetch', fetch);
  return { redeems };
}

function renderMall() {
  const router = createMemoryRouter([{ path: '/pointMall', element: <PointMallPage /> }], {
    initialEntries: ['/pointMall'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const cardsOf = (section: HTMLElement) => within(section).queryAllByTestId('pm-card');
const sectionOf = (type: number) =>
  screen.getAllByTestId('pm-section').find((s) => s.getAttribute('data-type') === String(type))!;

beforeEach(async () => {
  sessionStorage.clear();
  localStorage.clear();
  setSessionValues({ token: 'tok-points', account: 'demo001' });
  await changeLanguage('EN', false);
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('points mall list', () => {
  const many = [
    ...Array.from({ length: 9 }, (_, i) => reward(100 + i, 1)),
    ...Array.from({ length: 2 }, (_, i) => reward(200 + i, 2)),
    reward(300, 7),
  ];

  it('shows 3 per type under All, 7 for a selected type and everything once expanded', async () => {
    serve(many);
    renderMall();
    await screen.findAllByTestId('pm-section');
    expect(await screen.findByTestId('pm-balance')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('pm-balance').textContent).toBe('5,000'));
    await waitFor(() => expect(screen.getByTestId('pm-nickname').textContent).toBe('Lucky'));

    // Types 1 and 2 use their own labels; any other type its server name in the page language.
    const tabs = within(screen.getByTestId('pm-types'));
    expect(tabs.getByTestId('pm-type-all').textContent).toBe(EN.pm_type_all);
    expect(tabs.getByTestId('pm-type-1').textContent).toBe(EN.pm_type_1);
    expect(tabs.getByTestId('pm-type-2').textContent).toBe(EN.pm_type_2);
    expect(tabs.getByTestId('pm-type-7').textContent).toBe('Gift Cards EN');

    expect(cardsOf(sectionOf(1))).toHaveLength(3);
    expect(cardsOf(sectionOf(2))).toHaveLength(2);
    expect(within(sectionOf(2)).queryByTestId('pm-show-more')).toBeNull();

    fireEvent.click(tabs.getByTestId('pm-type-1'));
    expect(screen.getAllByTestId('pm-section')).toHaveLength(1);
    expect(cardsOf(sectionOf(1))).toHaveLength(7);

    fireEvent.click(within(sectionOf(1)).getByTestId('pm-show-more'));
    expect(cardsOf(sectionOf(1))).toHaveLength(9);
    fireEvent.click(within(sectionOf(1)).getByTestId('pm-show-more'));
    expect(cardsOf(sectionOf(1))).toHaveLength(7);

    fireEvent.click(tabs.getByTestId('pm-type-all'));
    fireEvent.click(within(sectionOf(1)).getByTestId('pm-show-more'));
    expect(cardsOf(sectionOf(1))).toHaveLength(9);
  });
});

describe('redeem modal', () => {
  async function openRedeem(id: number) {
    const card = (await screen.findAllByTestId('pm-card')).find(
      (c) => c.getAttribute('data-id') === String(id),
    )!;
    fireEvent.click(within(card).getByTestId('pm-card-redeem'));
    return screen.findByTestId('pm-redeem');
  }
  const fill = (testId: string, value: string) =>
    fireEvent.change(screen.getByTestId(testId), { target: { value } });
  const issueShown = () => screen.getAllByRole('alert').map((node) => node.textContent);
  const submit = () => fireEvent.click(screen.getByTestId('pm-redeem-submit'));

  it('checks LINE id, password, name, address and telephone in that order, then sends encrypted', async () => {
    const { redeems } = serve([reward(1, 1, { inventory: 3 })]);
    renderMall();
    await openRedeem(1);
    // Wait for the settings (THB) that make the form ask for a LINE id.
    await screen.findByTestId('pm-line');

    submit();
    expect(issueShown()).toEqual([EN.pm_prompt_line]);
    fill('pm-line', 'line-id');
    submit();
    expect(issueShown()).toEqual([EN.pm_prompt_password]);
    fill('pm-password', '123456');
    submit();
    expect(issueShown()).toEqual([EN.pm_prompt_name]);
    fill('pm-name', 'Somchai');
    submit();
    expect(issueShown()).toEqual([EN.pm_prompt_address]);
    fill('pm-address', '1 Sukhumvit Road');
    submit();
    expect(issueShown()).toEqual([EN.pm_prompt_telphone]);
    fill('pm-telphone', '08123abc45');
    submit();
    expect(issueShown()).toEqual(['Please enter a valid mobile number.']);
    fill('pm-telphone', '081234');
    submit();
    expect(issueShown()).toEqual(['Please enter a valid mobile number.']);
    expect(redeems).toHaveLength(0);

    // The quantity stays within 1..inventory.
    fill('pm-qty', '9');
    fireEvent.blur(screen.getByTestId('pm-qty'));
    expect((screen.getByTestId('pm-qty') as HTMLInputElement).value).toBe('3');
    fill('pm-qty', '0');
    fireEvent.blur(screen.getByTestId('pm-qty'));
    expect((screen.getByTestId('pm-qty') as HTMLInputElement).value).toBe('1');
    fireEvent.click(screen.getByTestId('pm-qty-more'));

    fill('pm-telphone', '0812345678');
    submit();
    await waitFor(() => expect(redeems).toHaveLength(1));
    expect(redeems[0]).toMatchObject({
      rewardId: 1,
      quantity: 2,
      redeemType: 'P',
      password: '123456',
      name: 'Somchai',
      address: '1 Sukhumvit Road',
      telphone: '0812345678',
      line: 'line-id',
    });
    await waitFor(() => expect(screen.queryByTestId('pm-redeem')).toBeNull());
  });

  it('forces points plus money when the reward has no points price', async () => {
    const { redeems } = serve([
      reward(2, 1, {
        price: null,
        mpPointAmount: '50.00',
        mpMoneyAmount: '20.00',
        displayPointMoneyAmt: 'Y',
      }),
    ]);
    renderMall();
    await openRedeem(2);
    await screen.findByTestId('pm-line');
    expect(screen.queryByTestId('pm-pay')).toBeNull();
    expect(screen.getByTestId('pm-total').getAttribute('data-redeem-type')).toBe('PM');
    expect(screen.getByTestId('pm-total').textContent).toContain('50 points + ฿20.00');

    fill('pm-line', 'line-id');
    fill('pm-password', '123456');
    fill('pm-name', 'Somchai');
    fill('pm-address', '1 Sukhumvit Road');
    fill('pm-telphone', '0812345678');
    submit();
    await waitFor(() => expect(redeems).toHaveLength(1));
    expect(redeems[0]).toMatchObject({ rewardId: 2, quantity: 1, redeemType: 'PM' });
  });

  it('offers both ways when flagged, and cannot be submitted when out of stock', async () => {
    serve([
      reward(3, 1, { mpPointAmount: '50.00', mpMoneyAmount: '20.00', displayPointMoneyAmt: 'Y' }),
      reward(4, 1, { inventory: 0 }),
    ]);
    renderMall();
    await openRedeem(3);
    expect(screen.getByTestId('pm-total').getAttribute('data-redeem-type')).toBe('P');
    fireEvent.click(screen.getByTestId('pm-pay-PM'));
    expect(screen.getByTestId('pm-total').getAttribute('data-redeem-type')).toBe('PM');
    fireEvent.click(screen.getByTestId('pm-redeem-close'));

    await openRedeem(4);
    expect((screen.getByTestId('pm-redeem-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});
