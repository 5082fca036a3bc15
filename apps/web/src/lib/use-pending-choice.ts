import { useState } from 'react';

/**
 * A setting's choice while it is saved: state set in the click itself, cleared once the save
 * settles (success or failure), when what the server holds shows again. A mutation's own state
 * reaches React a timer after the click, and a controlled switch would flip back meanwhile.
 */
export function usePendingChoice<Choice>(
  save: (choice: Choice, options: { onSettled: () => void }) => void,
) {
  const [pending, setPending] = useState<Choice | null>(null);
  function choose(choice: Choice) {
    setPending(choice);
    save(choice, { onSettled: () => setPending(null) });
  }
  return [pending, choose] as const;
}
