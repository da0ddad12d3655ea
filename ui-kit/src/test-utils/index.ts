export { clearLiveAnnouncer } from './liveAnnouncer';
