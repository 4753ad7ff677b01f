import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { changeLanguage, i18n, I18nProvider } from '../../../lib/i18n';
import { ImageGallery } from './ImageGallery';

const images = (n: number) => Array.from({ length: n }, (_, i) => `/img/${i}.png`);

function renderGallery(count: number) {
  render(
    <I18nProvider i18n={i18n}>
      <ImageGallery images={images(count)} alt="Reward" />
    </I18nProvider>,
  );
  const index = () => screen.getByTestId('pm-gallery').getAttribute('data-index');
  return { index, prev: screen.getByTestId('pm-gallery-prev'), next: screen.getByTestId('pm-gallery-next') };
}

beforeEach(async () => {
  await changeLanguage('EN', false);
});
afterEach(cleanup);

describe('reward image gallery', () => {
  it('stops at the ends with 5 images or fewer', () => {
    const { index, prev, next } = renderGallery(5);
    expect((prev as HTMLButtonElement).disabled).toBe(true);
    for (let i = 0; i < 6; i++) fireEvent.click(next);
    expect(index()).toBe('4');
    expect((next as HTMLButtonElement).disabled).toBe(true);
  });

  it('loops above 5 images', () => {
    const { index, prev, next } = renderGallery(6);
    fireEvent.click(prev);
    expect(index()).toBe('5');
    fireEvent.click(next);
    expect(index()).toBe('0');
  });
});
