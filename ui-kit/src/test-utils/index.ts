export { clearLiveAnnouncer } from './liveAnnouncer';
export { KEYBOARD_HEIGHT, STORY_VIEWPORT, storyViewport } from './storyViewport';
