import type { LoaderFunctionArgs } from 'react-router-dom';
import { storage } from './storage';

/**
 * A route loader that starts a signed-in screen's data as its code arrives. It never holds the
 * navigation: the screen reads the same queries and shows its own loading state while they are on
 * their way. Without a session it starts nothing (the route's guard sends the visitor to log in).
 */
export const signedInLoader =
  (start: (args: LoaderFunctionArgs) => void) =>
  (args: LoaderFunctionArgs): null => {
    if (storage.token()) start(args);
    return null;
  };
