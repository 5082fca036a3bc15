import { idOf, person } from './people';

/** An upcoming activity as the dashboard's lists receive it, named by one id character. */
export function listedActivity(char: string, title: string) {
  return {
    _id: idOf(char),
    title,
    description: '',
    category: 'Social',
    date: '2030-01-01T18:00:00.000Z',
    location: 'Union',
    maxParticipants: null,
    image: '',
    creator: person('c', 'org'),
    participants: [],
  };
}
