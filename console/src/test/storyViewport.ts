/** A story's own viewport, kept within React Aria's keyboard threshold of the default. One implementation, the kit's. */
export { storyViewport } from '../../../ui-kit/src/test-utils/storyViewport';
