/** Test-only entry (`@hemma/widgets/xss-corpus`): the hostile-content corpus and its browser probe. */
export { xssCorpus, xssKinds, xssUrlVectors } from './corpus';
export type { XssKind, XssVector } from './corpus';
export {
  clobberedGlobals,
  dangerousLeftovers,
  executed,
  installXssSpy,
  interactWith,
  settle,
} from './xssProbe';
