/**
 * Guests › Campaigns' words and the small constants its table needs (spec section 2): no yup here, so
 * the Campaigns screen's first load does not carry the schemas (contract/src/campaigns.ts) its create
 * form needs — those load with the drawer.
 */

/** The screen's texts (spec section 2 Campaigns). `warning` is the spec's, sentence by sentence. */
export const CAMPAIGN_TEXT = {
  title: 'Campaigns',
  newCampaign: 'New Campaign',
  createTitle: 'Create new Campaign',
  createButton: 'Create Campaign',
  warning: 'Once created, the notification is sent to all Active Users. All users with the app installed receive it. This cannot be reversed.',
  columns: { name: 'Title', target: 'Target Audience', recipients: 'Recipients', created: 'Sent' },
  fields: { name: 'Title', description: 'Body', audience: 'Audience', sendAt: 'Send at' },
  /** Not spec texts: the audience form's kinds. */
  audienceKinds: {
    everyone: 'Everyone with the app',
    'in-house': 'In-house guests',
    'room-types': 'In-house guests of chosen room types',
    arriving: 'Guests arriving between two dates',
    departing: 'Guests departing between two dates',
    'checked-out': 'Guests who checked out in the last days',
    language: 'By app language',
  },
  recipientsCount: (n: number) => `${n} ${n === 1 ? 'User' : 'Users'} will receive it`,
  testSend: 'Send a test to my device',
  cancel: 'Cancel sending',
} as const;

/** The Recipients column: 'N Users', or a dash when there are none (spec section 2). */
export const recipientsText = (recipients: number | null | undefined): string => (recipients ? `${recipients} Users` : '-');

export const AUDIENCE_KINDS = ['everyone', 'in-house', 'room-types', 'arriving', 'departing', 'checked-out', 'language'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

export const CAMPAIGN_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** Not spec texts: the detail's status. */
export const CAMPAIGN_STATUS_TEXT: Record<CampaignStatus, string> = { scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent', cancelled: 'Cancelled' };

export const CAMPAIGN_ORDER_KEYS = ['created', 'name', 'recipients'] as const;

/** The create form's and the detail's own texts (not spec texts; the spec's are CAMPAIGN_TEXT). */
export const CAMPAIGN_FORM_TEXT = {
  schedule: 'Schedule for later',
  sendDate: 'Send on',
  sendTime: 'At',
  sendTimeHelp: (timeZone: string) => `In the hotel's time zone (${timeZone}). Quiet hours hold a message until the morning.`,
  roomTypes: 'Room types',
  languages: 'App languages',
  from: 'From',
  to: 'To',
  days: 'Days',
  counting: 'Counting recipients…',
  recipientsUnknown: 'Choose the audience to see how many will receive it',
  payload: 'Notification size',
  payloadText: (bytes: number, webpush: number, expo: number) => `${bytes} of ${webpush} bytes (Web Push; Expo allows ${expo})`,
  preview: 'Preview on a phone',
  previewIos: 'iPhone lock screen',
  previewAndroid: 'Android notification',
  previewTitle: 'Title',
  previewBody: 'Body',
  testSent: (n: number) => (n === 0 ? 'No device of yours is registered: sign in to the guest app on your phone first' : `Test sent to ${n === 1 ? 'your device' : `${n} of your devices`}`),
  status: 'Status',
  funnel: 'Delivery',
  funnelSteps: { targeted: 'Targeted', sent: 'Sent', accepted: 'Accepted', delivered: 'Delivered', failed: 'Failed' },
  queued: (n: number) => `${n} waiting to be sent`,
  drops: 'Not delivered, by reason',
  cancelled: 'Cancelled',
  cancelConfirm: 'Cancel this campaign? No message has been sent yet; none will be.',
  keep: 'Keep it',
  empty: 'No campaigns yet: a campaign sends a push notification to the guests\' phones.',
  noMatch: 'No campaign matches this search',
} as const;
