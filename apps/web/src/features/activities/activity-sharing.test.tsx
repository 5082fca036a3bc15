import type { ActivityPreview } from '@peerconnect/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router-dom';
import { ProtectedRoute } from '@/features/auth';
import { idOf } from '@/test/people';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import ActivityPreviewPage from './activity-preview-page';
import { ShareButton } from './components/share-button';

const ID = idOf('a');

const preview: ActivityPreview = {
  _id: ID,
  title: 'Sunset frisbee',
  category: 'Sports',
  date: new Date(Date.now() + 86_400_000).toISOString(),
  endDate: new Date(Date.now() + 93_600_000).toISOString(),
  location: 'South lawn',
  going: 4,
  organizer: 'hana',
  image: `http://localhost/api/activities/${ID}/preview.png`,
  cancelled: false,
};

/** Where a visitor was sent, and where they are to come back to after. */
function Landed({ name }: { name: string }) {
  const state = useLocation().state as { from?: string } | null;
  return <p>{`${name}, then back to ${state?.from ?? 'nowhere'}`}</p>;
}

function visit() {
  renderAt(
    `/activities/${ID}`,
    <>
      <Route element={<ProtectedRoute visitor={<ActivityPreviewPage />} />}>
        <Route path="/activities/:activityId" element={<p>The activity itself</p>} />
      </Route>
      <Route path="/login" element={<Landed name="Log in" />} />
      <Route path="/register" element={<Landed name="Sign up" />} />
    </>,
  );
}

describe('a shared activity link opened by a visitor', () => {
  it('when the organizer allows a preview, then the visitor sees its public facts, and Sign up comes back to it', async () => {
    mockApi({ [`GET /api/activities/${ID}/preview`]: () => jsonResponse(200, preview) });
    visit();
    expect(await screen.findByRole('heading', { name: 'Sunset frisbee' })).toBeInTheDocument();
    expect(screen.getByText('South lawn')).toBeInTheDocument();
    expect(screen.getByText('4 going')).toBeInTheDocument();
    expect(screen.getByText('hana')).toBeInTheDocument();
    expect(screen.getByText('Sports')).toBeInTheDocument();
    expect(screen.queryByText('The activity itself')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(await screen.findByText(`Sign up, then back to /activities/${ID}`)).toBeInTheDocument();
  });

  it('when the preview is off or the activity is gone, then the visitor is sent to log in, and back after', async () => {
    mockApi({
      [`GET /api/activities/${ID}/preview`]: () =>
        jsonResponse(404, { code: 'NOT_FOUND', message: 'Activity not found' }),
    });
    visit();
    expect(await screen.findByText(`Log in, then back to /activities/${ID}`)).toBeInTheDocument();
  });
});

describe('the Share action', () => {
  const original = { share: navigator.share, clipboard: navigator.clipboard };
  afterEach(() => {
    Object.assign(navigator, original);
  });

  it('when the browser has a share sheet, then the link goes to it', async () => {
    const share = jest.fn(async () => undefined);
    Object.assign(navigator, { share });
    renderAt('/', <Route path="/" element={<ShareButton title="Quiz" url="http://x/a/1" />} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Quiz',
      text: 'Quiz on PeerConnect',
      url: 'http://x/a/1',
    });
  });

  it('when it has none, then the link is copied and the student is told', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { share: undefined });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAt('/', <Route path="/" element={<ShareButton title="Quiz" url="http://x/a/1" />} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith('http://x/a/1');
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
  });
});
