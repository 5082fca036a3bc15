import { useTestApp } from '@/test/test-app';
import { runOnce } from './migrations';

// Only for its database: mongoose connected to this file's own, where migrations are recorded.
useTestApp();

describe('start-up migrations', () => {
  it('when a migration finished, then later starts skip it', async () => {
    const migrate = jest.fn(async () => 3);
    expect(await runOnce('finishes', migrate)).toBe(3);
    expect(await runOnce('finishes', migrate)).toBeUndefined();
    expect(migrate).toHaveBeenCalledTimes(1);
  });

  it('when a migration fails, then the next start runs it again', async () => {
    const failing = jest.fn(async () => {
      throw new Error('cut short');
    });
    await expect(runOnce('retried', failing)).rejects.toThrow('cut short');
    const migrate = jest.fn(async () => 'done');
    expect(await runOnce('retried', migrate)).toBe('done');
    expect(migrate).toHaveBeenCalledTimes(1);
  });
});
