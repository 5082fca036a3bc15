import JsdomEnvironment from 'jest-environment-jsdom';

/**
 * jsdom with Node's Request and abort signals, which React Router's data router builds for every
 * navigation (jsdom has no Request; Node's refuses jsdom's AbortSignal), the text codecs
 * react-router reads when loaded, and structuredClone, which fake-indexeddb stores values with.
 * The rest stays jsdom's.
 */
export default class JsdomWithRequest extends JsdomEnvironment {
  constructor(...args) {
    super(...args);
    Object.assign(this.global, {
      Request,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      structuredClone,
    });
  }
}
