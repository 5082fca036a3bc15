import { render } from '@testing-library/react';
import { Avatar, hueOf, initialsOf } from './avatar';

const HASH = '0123456789abcdef0123456789abcdef';

describe('Avatar', () => {
  it('when the picture is a stored one, then the browser is offered its three sizes for the box it fills', () => {
    const { container } = render(
      <Avatar name="Ada" src={`http://api.test/api/uploads/${HASH}-256.webp`} size="small" />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('srcset')).toBe(
      [64, 128, 256].map((w) => `http://api.test/api/uploads/${HASH}-${w}.webp ${w}w`).join(', '),
    );
    expect(img?.getAttribute('sizes')).toBe('32px');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['32', '32']);
  });

  it('when the picture is a drawn SVG avatar, then it scales by itself and has no srcset', () => {
    const { container } = render(
      <Avatar name="Ada" src="http://api.test/api/avatars/0123456789abcdef.svg" size="large" />,
    );
    const img = container.querySelector('img');
    expect(img?.hasAttribute('srcset')).toBe(false);
    expect(img?.getAttribute('width')).toBe('96');
  });
});

describe('initials and colour', () => {
  it('when a name has several words, then two initials; a username with a number, one', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('mateo_13')).toBe('M');
    expect(initialsOf('42')).toBe('?');
  });

  it('when the same name is drawn twice, then it gets the same colour', () => {
    expect(hueOf('mateo_13')).toBe(hueOf('mateo_13'));
    expect(hueOf('mateo_13')).not.toBe(hueOf('jade_7'));
  });
});
