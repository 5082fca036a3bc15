import { parsePictureFile, pictureFileName, pictureSrcSet } from './picture';

const HASH = '0123456789abcdef0123456789abcdef';

describe('stored picture names', () => {
  it('when a name has a hash and a width of a known size, then its kind is that size’s', () => {
    expect(parsePictureFile(pictureFileName(HASH, 128))).toEqual({
      hash: HASH,
      width: 128,
      kind: 'avatar',
    });
    expect(parsePictureFile(`${HASH}-1600.webp`)?.kind).toBe('activity');
  });

  it.each([
    `${HASH}-100.webp`,
    `${HASH}.png`,
    `${HASH}-128.png`,
    `../${HASH}-128.webp`,
    'x-128.webp',
  ])('when a name is %s, then it is no stored picture', (name) =>
    expect(parsePictureFile(name)).toBeNull(),
  );

  it('when an absolute avatar URL is given, then the srcset lists its three sizes on the same origin', () => {
    expect(pictureSrcSet(`https://api.example/api/uploads/${HASH}-256.webp`)).toBe(
      [64, 128, 256]
        .map((w) => `https://api.example/api/uploads/${HASH}-${w}.webp ${w}w`)
        .join(', '),
    );
  });

  it('when the URL is a drawn avatar or a category picture, then there is no srcset: the SVG scales', () => {
    expect(pictureSrcSet('/api/avatars/0123456789abcdef.svg')).toBeUndefined();
    expect(pictureSrcSet('/api/activity-images/social.svg')).toBeUndefined();
    expect(pictureSrcSet(undefined)).toBeUndefined();
  });
});
