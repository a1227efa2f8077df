import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './PageErrorBoundary';

function Broken(): never {
  throw new Error('Cannot read properties of undefined');
}

describe('PageErrorBoundary', () => {
  it('shows what happened and a way out instead of an empty page, and a new address clears it', () => {
    // React reports the error it caught, and the boundary says what it caught: both expected here.
    // eslint-disable-next-line no-console -- the spy the test setup put on console.error, told to stay quiet
    vi.mocked(console.error).mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { rerender } = render(
      <PageErrorBoundary location="/promotions">
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    rerender(
      <PageErrorBoundary location="/directory">
        <p>The directory</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('The directory')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('the page could not be shown', expect.any(Error));
    warn.mockRestore();
  });
});
