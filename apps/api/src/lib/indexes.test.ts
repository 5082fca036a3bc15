import mongoose, { Schema } from 'mongoose';
import { useTestApp } from '@/test/test-app';
import { ensureIndexesOnce, indexDigest } from './indexes';

// Only for its database: mongoose connected to this file's own, where the digest is recorded.
useTestApp();

const indexNames = async (collection: string) =>
  (await mongoose.connection.db!.collection(collection).indexes()).map((index) => index.name);

describe('building indexes only when their definitions are new', () => {
  it('when the definitions were built before, then a later start builds nothing', async () => {
    expect(await ensureIndexesOnce()).toBe(true);
    expect(await ensureIndexesOnce()).toBe(false);
  });

  it('when a model adds an index, then the next start builds it', async () => {
    await ensureIndexesOnce();
    const before = indexDigest();
    mongoose.model('IndexProbe', new Schema({ key: { type: String, index: true } }));
    try {
      expect(indexDigest()).not.toBe(before);
      expect(await ensureIndexesOnce()).toBe(true);
      expect(await indexNames('indexprobes')).toContain('key_1');
    } finally {
      mongoose.deleteModel('IndexProbe');
    }
  });
});
