/** Campaigns (slice 4): the list and one campaign, create (audience → outbox in one transaction), cancel, test send, audience count; the guest app's devices. */
export { audienceCount, reachedDeviceIds, type AudienceClock } from './audience';
export { campaignListSql, listCampaigns, oneCampaign, requireCampaign } from './queries';
export { cancelCampaign, checkAudience, createCampaign, testSend } from './write';
export { registerDevice, removeDevice } from './devices';
