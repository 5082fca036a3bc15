import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createQueryClient } from '@/lib/query-client';
import { WakingNotice } from './waking-notice';

const WAKING = 'Server is waking up... This may take up to 30 seconds.';

/** A screen whose data comes when the test says so. */
function Screen({ data }: { data: Promise<string> }) {
  const { data: text } = useQuery({ queryKey: ['screen'], queryFn: () => data });
  return <p>{text ?? 'loading'}</p>;
}

function renderScreen(data: Promise<string>) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <WakingNotice />
      <Screen data={data} />
    </QueryClientProvider>,
  );
}

describe('WakingNotice', () => {
  it('when a screen waits more than 2 s for its data, then it says the server is waking, and goes away when the data comes', async () => {
    let answer: (text: string) => void = () => {};
    renderScreen(new Promise((resolve) => (answer = resolve)));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(WAKING), {
      timeout: 4_000,
    });
    answer('your activities');
    expect(await screen.findByText('your activities')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('when the data comes within a moment, then nothing is said', async () => {
    renderScreen(Promise.resolve('quick'));
    expect(await screen.findByText('quick')).toBeInTheDocument();
    await new Promise((wait) => setTimeout(wait, 2_500));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
