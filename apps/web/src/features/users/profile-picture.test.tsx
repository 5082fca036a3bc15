import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockApi } from '@/test/render';
import { me, renderProfile, signIn } from './profile-test-fixtures';

const ownProfileApi = {
  'GET /api/activities/user/joined': () => jsonResponse(200, []),
  'GET /api/friends': () => jsonResponse(200, []),
};

function image(name: string, bytes: number, type = 'image/png'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/** mockApi reads JSON bodies; the multipart upload is answered here before it gets there. */
function answerUploads(respond: (form: FormData) => Response) {
  const api = global.fetch;
  const uploads: FormData[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!(init?.body instanceof FormData)) return api(input, init);
    uploads.push(init.body);
    return respond(init.body);
  }) as typeof fetch;
  return uploads;
}

async function openEditMode(user = userEvent.setup()) {
  renderProfile('/profile');
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  return user;
}

describe('profile picture', () => {
  beforeEach(() => {
    signIn();
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  it('when the chosen image is over 5 MB, then it is refused with the size message', async () => {
    mockApi(ownProfileApi);
    const user = await openEditMode();
    await user.upload(
      screen.getByLabelText('Change picture'),
      image('big.png', 5 * 1024 * 1024 + 1),
    );
    expect(await screen.findByText('Image must be less than 5MB')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload picture' })).not.toBeInTheDocument();
  });

  it('when the chosen file is not an image, then it is refused', async () => {
    mockApi(ownProfileApi);
    const user = userEvent.setup({ applyAccept: false });
    await openEditMode(user);
    await user.upload(
      screen.getByLabelText('Change picture'),
      image('notes.pdf', 10, 'application/pdf'),
    );
    expect(await screen.findByText('Please choose an image file')).toBeInTheDocument();
  });

  it('when an image is chosen, then it is previewed and uploads only on request, then the success shows for 3 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mockApi(ownProfileApi);
    const uploads = answerUploads(() =>
      jsonResponse(200, {
        profilePicture: '/api/uploads/new.png',
        user: { ...me, profilePicture: '/api/uploads/new.png' },
      }),
    );
    await openEditMode(user);
    await user.upload(screen.getByLabelText('Change picture'), image('me.png', 1024));
    expect(screen.getByRole('img', { name: 'Preview of the new profile picture' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(uploads).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Upload picture' }));
    expect(await screen.findByText('Profile picture updated successfully')).toBeInTheDocument();
    expect(uploads[0]?.get('profilePicture')).toBeInstanceOf(File);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      profilePicture: '/api/uploads/new.png',
    });
    expect(screen.queryByRole('img', { name: 'Preview of the new profile picture' })).toBeNull();

    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Profile picture updated successfully')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('when the upload fails, then Failed to upload image', async () => {
    mockApi(ownProfileApi);
    answerUploads(() => jsonResponse(500, {}));
    const user = await openEditMode();
    await user.upload(screen.getByLabelText('Change picture'), image('me.png', 1024));
    await user.click(screen.getByRole('button', { name: 'Upload picture' }));
    expect(await screen.findByText('Failed to upload image')).toBeInTheDocument();
  });

  it('when a random avatar is asked for, then it becomes the picture; when that fails, then a message says it failed', async () => {
    let status = 200;
    mockApi({
      ...ownProfileApi,
      'POST /api/users/random-avatar': () =>
        jsonResponse(status, {
          profilePicture: '/api/avatars/1.svg',
          user: { ...me, profilePicture: '/api/avatars/1.svg' },
        }),
    });
    const user = await openEditMode();
    await user.click(screen.getByRole('button', { name: 'Random avatar' }));
    expect(await screen.findByText('Profile picture updated successfully')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      profilePicture: '/api/avatars/1.svg',
    });

    status = 500;
    await user.click(screen.getByRole('button', { name: 'Random avatar' }));
    expect(await screen.findByText('Failed to generate random avatar')).toBeInTheDocument();
  });
});
