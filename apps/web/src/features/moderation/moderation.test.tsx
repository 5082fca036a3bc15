import type { AuditEntry, Report } from '@peerconnect/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import { ReportButton } from './components/report-button';
import ModerationPage from './moderation-page';

const MESSAGE_ID = 'c'.repeat(24);
const MODERATOR = {
  _id: 'a'.repeat(24),
  username: 'mod',
  email: 'mod@uni.example',
  moderator: true,
};

function signInAs(user: object) {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('authTimestamp', String(Date.now()));
}

const report: Report = {
  _id: 'd'.repeat(24),
  targetType: 'message',
  targetId: MESSAGE_ID,
  reason: 'harassment',
  note: 'Keeps doing this',
  status: 'open',
  reporters: 3,
  content: {
    text: 'you are all useless',
    author: { _id: 'e'.repeat(24), username: 'rude' },
    context: 'Chat of Board games',
  },
  hidden: true,
  createdAt: '2026-11-27T10:00:00.000Z',
};

const entry: AuditEntry = {
  _id: 'f'.repeat(24),
  action: 'suspend',
  moderator: { _id: MODERATOR._id, username: 'mod' },
  targetType: 'message',
  targetId: MESSAGE_ID,
  subject: { _id: 'e'.repeat(24), username: 'rude' },
  note: 'Insults in chat',
  until: '2026-12-04T10:00:00.000Z',
  createdAt: '2026-11-27T11:00:00.000Z',
};

describe('the Report action', () => {
  beforeEach(() => signInAs({ _id: 'b'.repeat(24), username: 'ada', email: 'ada@uni.example' }));

  const renderButton = () =>
    renderAt(
      '/',
      <Route path="/" element={<ReportButton targetType="message" targetId={MESSAGE_ID} />} />,
    );

  it('when sent without a reason, then it says why and sends nothing; with one, it says thank you', async () => {
    const calls = mockApi({
      'POST /api/reports': () =>
        jsonResponse(201, { _id: report._id, status: 'open', message: 'Thank you. Sent.' }),
    });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    const form = screen.getByRole('dialog', { name: 'Report this message' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose why you report this');
    expect(calls.filter((call) => call.key === 'POST /api/reports')).toEqual([]);
    await userEvent.click(within(form).getByLabelText('Spam or advertising'));
    await userEvent.type(within(form).getByLabelText(/Anything moderators/), 'Selling answers');
    await userEvent.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you. Sent.');
    expect(calls.find((call) => call.key === 'POST /api/reports')).toEqual({
      key: 'POST /api/reports',
      body: {
        targetType: 'message',
        targetId: MESSAGE_ID,
        reason: 'spam',
        note: 'Selling answers',
      },
    });
  });

  it('when it was already reported, then the form shows the server’s reason', async () => {
    mockApi({
      'POST /api/reports': () =>
        jsonResponse(409, { code: 'CONFLICT', message: 'You have already reported this' }),
    });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    await userEvent.click(screen.getByLabelText('Harassment or bullying'));
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already reported this');
  });
});

describe('the moderation page', () => {
  beforeEach(() => signInAs(MODERATOR));

  const renderPage = () =>
    renderAt('/moderation', <Route path="/moderation" element={<ModerationPage />} />);

  it('when reports are open, then each shows its content as reported, and a decision is sent with its note', async () => {
    let open = [report];
    const calls = mockApi({
      'GET /api/moderation/reports': () => jsonResponse(200, open),
      'GET /api/moderation/audit': () => jsonResponse(200, open.length ? [] : [entry]),
      [`POST /api/moderation/reports/${report._id}/actions`]: () => {
        open = [];
        return jsonResponse(200, { ...report, status: 'closed', outcome: 'suspend' });
      },
    });
    renderPage();
    const card = await screen.findByRole('article', { name: /Harassment or bullying/ });
    expect(within(card).getByText('you are all useless')).toBeVisible();
    expect(within(card).getByText('Hidden pending review')).toBeVisible();
    expect(within(card).getByText(/Reported by 3 students/)).toBeVisible();
    await userEvent.selectOptions(within(card).getByLabelText('Decision'), 'suspend');
    await userEvent.clear(within(card).getByLabelText('Days'));
    await userEvent.type(within(card).getByLabelText('Days'), '7');
    await userEvent.click(within(card).getByRole('button', { name: 'Apply' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Say why, for the audit log');
    await userEvent.type(within(card).getByLabelText('Note for the audit log'), 'Insults in chat');
    await userEvent.click(within(card).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No open reports. Nothing needs a decision.')).toBeVisible();
    expect(await screen.findByText(/mod suspended rude until/)).toBeVisible();
    expect(calls.find((call) => call.key.startsWith('POST'))?.body).toEqual({
      action: 'suspend',
      note: 'Insults in chat',
      days: '7',
    });
  });
});
