import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_RETRY_MS, DashboardCard } from './DashboardCard';

let isDown = false;

/** Fails (as a failed suspense query would) while the back end is down, then shows its content. */
function Flaky() {
  if (isDown) throw new Error('Injected error 600');
  return <p>3 uitnodigingen voor diensten</p>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a dashboard card', () => {
  it('shows its failure under its title and asks again by itself after a while', () => {
    vi.useFakeTimers();
    // React logs what the error boundary caught; the card shows it instead.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    isDown = true;
    render(
      <DashboardCard title="Uitnodigingen" link={{ href: '/shifts', label: 'Bekijken' }}>
        <Flaky />
      </DashboardCard>,
    );
    expect(screen.getByRole('region', { name: 'Uitnodigingen' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We proberen het zo opnieuw.');

    act(() => vi.advanceTimersByTime(CARD_RETRY_MS - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    isDown = false;
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('3 uitnodigingen voor diensten')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijken' })).toHaveAttribute('href', '/shifts');
  });
});
