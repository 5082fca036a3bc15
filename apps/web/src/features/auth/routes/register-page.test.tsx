import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import { VisitorRoute } from '../components/protected-route';
import RegisterPage from './register-page';

const user = {
  _id: 'a'.repeat(24),
  username: 'ada',
  email: 'ada@uni.edu',
  hobbies: ['Chess'],
  favoriteSubjects: [],
  sports: [],
  musicGenres: [],
  movieGenres: [],
};

async function fillStep1(
  values: Partial<Record<'Username' | 'Email' | 'Password' | 'Confirm Password', string>>,
) {
  const all = {
    Username: 'ada',
    Email: 'ada@uni.edu',
    Password: 'secret1',
    'Confirm Password': 'secret1',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) {
    const input = screen.getByLabelText(label, { exact: true });
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

/** The wizard on /register with the API answering `handlers`; the requests it made. */
function renderWizard(handlers: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi(handlers);
  renderAt(
    '/register',
    <>
      <Route
        path="/register"
        element={
          <VisitorRoute>
            <RegisterPage />
          </VisitorRoute>
        }
      />
      <Route path="/dashboard" element={<p>dashboard</p>} />
    </>,
  );
  return calls;
}

describe('registration wizard', () => {
  it.each([
    [{ Email: '' }, 'Please enter all required fields'],
    [{ 'Confirm Password': 'other1' }, 'Passwords do not match'],
    [{ Username: 'ab' }, 'Username must be between 3 and 20 characters'],
    [{ Password: '12345', 'Confirm Password': '12345' }, 'Password must be at least 6 characters'],
  ])(
    'when step 1 has %j, then Continue shows "%s" and stays on step 1',
    async (values, message) => {
      renderWizard();
      await screen.findByText('1 of 3');
      await fillStep1(values);
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByText('1 of 3')).toBeInTheDocument();
    },
  );

  it('when the student goes forward and back, then the steps follow and Back goes down one step', async () => {
    renderWizard();
    await screen.findByText('1 of 3');
    await fillStep1({});
    expect(await screen.findByText('2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('3 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('2 of 3')).toBeInTheDocument();
  });

  it('when the account is created, then major and year are sent only when filled, the year as an integer', async () => {
    const calls = renderWizard({
      'POST /api/auth/register': () => jsonResponse(201, { token: 'tok', user }),
    });

    await screen.findByText('1 of 3');
    await userEvent.type(screen.getByLabelText('Expected graduation year (optional)'), '2027');
    await fillStep1({});
    await userEvent.type(screen.getByLabelText('Hobbies', { exact: true }), 'Chess{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    const sent = calls.find((call) => call.key === 'POST /api/auth/register')?.body as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      username: 'ada',
      email: 'ada@uni.edu',
      graduationYear: 2027,
      hobbies: ['Chess'],
    });
    expect(sent).not.toHaveProperty('major');
    expect(sent).not.toHaveProperty('confirmPassword');
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('when the email is already registered, then the wizard says so', async () => {
    renderWizard({
      'POST /api/auth/register': () =>
        jsonResponse(400, { code: 'EMAIL_TAKEN', message: 'User already exists with this email' }),
    });
    await screen.findByText('1 of 3');
    await fillStep1({});
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This email is already registered. Please use another email or try logging in.',
    );
  });
});
