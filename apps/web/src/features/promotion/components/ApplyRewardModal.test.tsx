import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Promotion } from '@platform/shared';
import { changeLanguage, i18n, I18nProvider } from '../../../lib/i18n';
import { setSessionValues } from '../../../lib/session';
import { ApplyRewardModal } from './ApplyRewardModal';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const png = (name = 'proof.png') => new File([PNG], name, { type: 'image/png' });

function promotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: 9,
    title: 'Weekend Reload',
    content: '<p>Reload</p>',
    startDate: 0,
    startDateStr: '2026-11-01',
    endDate: null,
    announcementImages: [],
    promotionType: 'MANUAL',
    redirect: null,
    externalLink: null,
    linkedPromotionId: null,
    remarkRequired: 'N',
    imageRequired: 'N',
    categoryId: null,
    bonusAmount: '100.00',
    turnoverMultiplier: 1,
    applyStatus: null,
    ...overrides,
  };
}

function serve() {
  const bodies: FormData[] = [];
  const fetch = vi.fn(async (_input: string, init?: RequestInit) => {
    bodies.push(init?.body as FormData);
    return new Response(
      JSON.stringify({
        success: true,
        value: {
          applicationId: 1,
          promotionId: 7,
          title: 'Deposit bonus',
          promotionType: 'MANUAL',
          status: 'PENDING',
          remarks: 'my remark',
          imageCount: 1,
          bonusAmount: '0.00',
          decisionRemarks: null,
          createdAt: 1_700_000_000_000,
          decidedAt: null,
        },
        errorCode: null,
        message: null,
      }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return bodies;
}

function renderModal(p: Promotion) {
  const onClose = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <ApplyRewardModal promotion={p} onClose={onClose} />
    </I18nProvider>,
  );
  return onClose;
}

const issue = () => screen.getByTestId('apply-issue').getAttribute('data-issue');
const choose = (...files: File[]) =>
  fireEvent.change(screen.getByTestId('apply-images'), { target: { files } });

beforeEach(async () => {
  sessionStorage.clear();
  setSessionValues({ token: 'tok', isAgent: 0 });
  await changeLanguage('EN', false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('apply-reward modal', () => {
  it('asks for the remark and an image when the promotion requires them', async () => {
    const bodies = serve();
    renderModal(promotion({ remarkRequired: 'Y', imageRequired: 'Y' }));
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(issue()).toBe('activity_apply_remark_limit1');
    expect(screen.getByTestId('apply-issue').textContent).toBe(i18n.t('activity_apply_remark_limit1'));
    fireEvent.change(screen.getByTestId('apply-remark'), { target: { value: 'Deposited 500' } });
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(issue()).toBe('activity_apply_remark_limit2');
    expect(bodies).toHaveLength(0);
  });

  it('keeps the remark to 140 characters', () => {
    serve();
    renderModal(promotion());
    const remark = screen.getByTestId('apply-remark') as HTMLTextAreaElement;
    expect(remark.maxLength).toBe(140);
    fireEvent.change(remark, { target: { value: 'x'.repeat(140) } });
    expect(screen.getByTestId('apply-remark-count').textContent).toBe('140/140');
  });

  it('refuses non-images, images over 5 MB and a fourth image', async () => {
    serve();
    renderModal(promotion());
    choose(new File(['hello'], 'note.txt', { type: 'text/plain' }));
    await waitFor(() => expect(issue()).toBe('activity_apply_remark_limit2'));
    const big = png('big.png');
    Object.defineProperty(big, 'size', { value: 5_242_881 });
    choose(big);
    await waitFor(() => expect(issue()).toBe('activity_apply_remark_limit3'));
    // A PNG name on bytes that are not a PNG is refused too.
    choose(new File(['not really'], 'fake.png', { type: 'image/png' }));
    await waitFor(() => expect(issue()).toBe('activity_apply_remark_limit2'));
    choose(png('a.png'), png('b.png'), png('c.png'), png('d.png'));
    await waitFor(() => expect(issue()).toBe('activity_apply_remark_limit4'));
    expect(screen.getAllByTestId('apply-thumb')).toHaveLength(3);
    // At three images the add button is gone.
    expect(screen.queryByTestId('apply-images')).toBeNull();
  });

  it('sends promotionId, the remark and the images as multipart, then closes', async () => {
    const bodies = serve();
    const onClose = renderModal(promotion({ imageRequired: 'Y' }));
    fireEvent.change(screen.getByTestId('apply-remark'), { target: { value: '  my remark  ' } });
    choose(png('one.png'), png('two.png'));
    await waitFor(() => expect(screen.getAllByTestId('apply-thumb')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const form = bodies[0]!;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('promotionId')).toBe('9');
    expect(form.get('remarks')).toBe('my remark');
    expect(form.getAll('pictures').map((f) => (f as File).name)).toEqual(['one.png', 'two.png']);
  });
});
