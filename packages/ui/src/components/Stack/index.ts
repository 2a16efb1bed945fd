export { Stack, stackAlignments } from './Stack';
export type { StackAlignment, StackProps } from './Stack';
export { spaceSteps } from '../../css/spaceScale';
export type { SpaceStep } from '../../css/spaceScale';
