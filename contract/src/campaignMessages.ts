/**
 * The campaigns' and the guest app devices' messages (slice 4). Kept out of MSG, the catalogue every
 * screen loads, because only Guests › Campaigns, the devices endpoint and the backends use them.
 */
export const CAMPAIGN_MSG = {
  /** Spec section 8 ("Campaigns cannot be edited after creation"): PATCH/PUT guests/campaigns/{id} answers 409 with this. */
  campaignNotEditable: 'Campaigns cannot be edited after creation',
  /** Not a spec text: 409 on POST guests/campaigns/{id}/cancel once delivery has started (or it was cancelled). */
  campaignNotCancellable: 'This campaign has already started sending and can no longer be cancelled',
  /** Not a spec text: 422 on send_at in the past or too far ahead. */
  campaignSendAtFuture: 'Choose a time in the future',
  campaignSendAtTooFar: (days: number) => `Choose a time within ${days} days`,
  /** Not a spec text: 422 on end_date of an audience's date window. */
  campaignEndBeforeStart: 'The end date cannot be before the start date',
  /** Not a spec text: 422 on description when title and body exceed a push notification's payload. */
  campaignPayloadTooLarge: (bytes: number, max: number) => `Title and body take ${bytes} bytes; a push notification carries at most ${max}`,
  /** Not a spec text: 422 on POST guests/campaigns/test when the sender has no registered device. */
  campaignNoTestDevice: 'No device is registered to your account: open the app on your phone while logged in, then try again',
  /** Not a spec text: 422 on confirmation_number of POST app/devices. */
  deviceUnknownStay: 'No stay was found with this confirmation number',
  /** Not a spec text: 422 on company of POST/DELETE app/devices. */
  deviceUnknownCompany: 'No property was found with this domain',
} as const;
