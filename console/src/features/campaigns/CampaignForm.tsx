/**
 * A campaign's fields (spec section 2 Campaigns; issue 19): Title and Body ('Field is required'), the
 * audience (ours, in the contract: everyone with the app, in-house guests, of chosen room types,
 * arriving or departing in a window, checked out in the last N days, by app language) and an optional
 * time to send in the hotel's zone. Beside them what a careful sender wants before pressing the button
 * that cannot be undone: the exact number of recipients (POST guests/campaigns/audience-count), the
 * payload's size against what Web Push and Expo carry, and how the title and body truncate on a phone.
 *
 * `CreateCampaignForm` ends with the spec's warning and 'Create Campaign'; `CampaignReadOnly` shows a
 * sent campaign with every field disabled (campaigns are never edited).
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useFormState } from 'react-final-form';
import styled from 'styled-components';
import {
  AUDIENCE_KINDS,
  CAMPAIGN_FORM_TEXT as FORM,
  CAMPAIGN_TEXT as TEXT,
  PUSH_PAYLOAD_LIMITS,
  audienceSchema,
  campaignPayloadBytes,
  campaignSchema,
  formatDate,
  formatTime,
  zonedInstant,
  type AudienceKind,
  type Campaign,
  type CampaignAudience,
  type CampaignPayload,
} from '@atoll/contract';
import {
  Button,
  Checkbox,
  FieldErrorText,
  Form,
  FormDateField,
  FormNumberField,
  FormRadioGroup,
  FormSubmitButton,
  FormSwitch,
  FormTextArea,
  FormTextField,
  FormTimeField,
  showToast,
  useKitField,
} from '@atoll/ui-kit';
import { useTimeZone } from '#app/hooks.ts';
import { useContentLanguages, useRoomOptionsQuery } from '#api/contentApi.ts';
import { useAudienceCountQuery, useCreateCampaignMutation, useTestCampaignMutation } from './api';

export interface CampaignValues {
  name: string;
  description: string;
  audience: { kind: AudienceKind; room_type_ids?: number[]; start_date?: string; end_date?: string; days?: number; languages?: string[] };
  schedule: boolean;
  send_date?: string;
  send_time?: string;
}

const EMPTY: CampaignValues = { name: '', description: '', audience: { kind: 'in-house' }, schedule: false };

/** Only the chosen kind's fields travel (the schema drops the others anyway). */
function audienceOf(audience: CampaignValues['audience']): CampaignAudience {
  switch (audience.kind) {
    case 'room-types':
      return { kind: audience.kind, room_type_ids: audience.room_type_ids ?? [] };
    case 'arriving':
    case 'departing':
      return { kind: audience.kind, start_date: audience.start_date ?? '', end_date: audience.end_date ?? '' };
    case 'checked-out':
      return { kind: audience.kind, days: audience.days as number };
    case 'language':
      return { kind: audience.kind, languages: audience.languages ?? [] };
    default:
      return { kind: audience.kind };
  }
}

const payloadOf = (values: CampaignValues, timeZone: string): CampaignPayload => ({
  name: values.name.trim(),
  description: values.description.trim(),
  audience: audienceOf(values.audience),
  send_at: values.schedule && values.send_date && values.send_time ? zonedInstant(values.send_date, values.send_time, timeZone).toISOString() : null,
});

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  & > span:first-child { font-weight: ${({ theme }) => theme.typography.weight.semibold}; }
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 180px), 1fr));
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 { margin: 0; font-size: inherit; }
  p { margin: 0; }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Warning = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.statusColors.yellow.fg};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.statusColors.yellow.bg};
  color: ${({ theme }) => theme.color.textPrimary};
`;

const Meter = styled.meter`
  width: 100%;
  height: 12px;
`;

const Phones = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

/** A notification as a phone shows it: one line of title, `lines` lines of body, then '…'. */
const Notification = styled.figure<{ $lines: number; $round: number }>`
  margin: 0;
  max-width: 360px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ $round }) => $round}px;
  background: ${({ theme }) => theme.color.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.color.border};
  figcaption { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.typography.scale.caption.size}; margin-bottom: ${({ theme }) => theme.space.xs}; }
  strong, p { display: block; overflow: hidden; overflow-wrap: anywhere; }
  strong { white-space: nowrap; text-overflow: ellipsis; }
  p { margin: 0; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: ${({ $lines }) => $lines}; line-clamp: ${({ $lines }) => $lines}; }
`;

/** Checkboxes over a list of choices, as one field (`audience.room_type_ids`, `audience.languages`). */
function ChoiceList<Id extends string | number>({ name, label, choices, isDisabled }: { name: string; label: string; choices: { id: Id; label: string }[]; isDisabled?: boolean }) {
  const { input, fieldState } = useKitField<Id[] | undefined>(name);
  const chosen = input.value || [];
  const id = `${name.replace('.', '-')}-label`;
  return (
    <Group role="group" aria-labelledby={id}>
      <span id={id}>{label}</span>
      <Choices>
        {choices.map((choice) => (
          <Checkbox
            key={choice.id}
            isDisabled={isDisabled}
            isSelected={chosen.includes(choice.id)}
            isInvalid={fieldState.isInvalid}
            onChange={(on) => {
              input.onChange(on ? [...chosen, choice.id] : chosen.filter((c) => c !== choice.id));
              fieldState.onBlur();
            }}
          >
            {choice.label}
          </Checkbox>
        ))}
      </Choices>
      {fieldState.errorMessage && <FieldErrorText>{fieldState.errorMessage}</FieldErrorText>}
    </Group>
  );
}

const KIND_OPTIONS = AUDIENCE_KINDS.map((kind) => ({ id: kind, label: TEXT.audienceKinds[kind] }));

function AudienceFields({ isDisabled }: { isDisabled?: boolean }) {
  const { values } = useFormState<CampaignValues>({ subscription: { values: true } });
  const rooms = useRoomOptionsQuery();
  const languages = useContentLanguages();
  // The company's room types, as its rooms name them (a type without rooms has no guests to reach).
  const roomTypes = useMemo(() => {
    const names = new Map<number, string>();
    for (const room of rooms.data ?? []) names.set(room.room_type_id, room.room_type_name);
    return [...names].map(([id, label]) => ({ id, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [rooms.data]);
  const kind = values.audience?.kind;
  return (
    <Stack>
      <FormRadioGroup name="audience.kind" label={TEXT.fields.audience} options={KIND_OPTIONS} orientation="vertical" isDisabled={isDisabled} isRequired />
      {kind === 'room-types' && (
        <ChoiceList name="audience.room_type_ids" label={FORM.roomTypes} choices={roomTypes} isDisabled={isDisabled} />
      )}
      {(kind === 'arriving' || kind === 'departing') && (
        <Row>
          <FormDateField name="audience.start_date" label={FORM.from} isRequired isDisabled={isDisabled} />
          <FormDateField name="audience.end_date" label={FORM.to} isRequired isDisabled={isDisabled} />
        </Row>
      )}
      {kind === 'checked-out' && <FormNumberField name="audience.days" label={FORM.days} minValue={1} isRequired isDisabled={isDisabled} />}
      {kind === 'language' && (
        <ChoiceList name="audience.languages" label={FORM.languages} choices={languages.map((l) => ({ id: l.code, label: l.name }))} isDisabled={isDisabled} />
      )}
    </Stack>
  );
}

/** The exact count of devices the audience reaches now, asked again a moment after the audience changes. */
function RecipientsCount() {
  const { values } = useFormState<CampaignValues>({ subscription: { values: true } });
  const audience = useMemo(() => audienceOf(values.audience ?? EMPTY.audience), [values.audience]);
  const valid = audienceSchema.isValidSync(audience);
  const key = JSON.stringify(audience);
  const [asked, setAsked] = useState<CampaignAudience | undefined>(valid ? audience : undefined);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(valid ? (JSON.parse(key) as CampaignAudience) : undefined), 300);
    return () => clearTimeout(timer);
  }, [key, valid]);
  const count = useAudienceCountQuery(asked as CampaignAudience, { skip: !asked });
  const text = !valid || !asked ? FORM.recipientsUnknown : count.isFetching || !count.data ? FORM.counting : TEXT.recipientsCount(count.data.recipients);
  return (
    <p role="status" aria-live="polite">
      <strong>{text}</strong>
    </p>
  );
}

function PayloadMeter() {
  const { values } = useFormState<CampaignValues>({ subscription: { values: true } });
  const bytes = campaignPayloadBytes(values.name?.trim() ?? '', values.description?.trim() ?? '');
  const { webpush, expo } = PUSH_PAYLOAD_LIMITS;
  return (
    <Group>
      <span id="campaign-payload">{FORM.payload}</span>
      <Meter aria-labelledby="campaign-payload" aria-describedby="campaign-payload-text" min={0} max={webpush} low={webpush * 0.75} high={webpush * 0.9} optimum={0} value={bytes} />
      <Muted id="campaign-payload-text">{FORM.payloadText(bytes, webpush, expo)}</Muted>
    </Group>
  );
}

/** How the title and the body truncate: an iPhone lock screen shows 4 lines of body, an Android shade 2. */
function PhonePreviews() {
  const { values } = useFormState<CampaignValues>({ subscription: { values: true } });
  const title = values.name?.trim() || FORM.previewTitle;
  const body = values.description?.trim() || FORM.previewBody;
  return (
    <Panel aria-labelledby="campaign-preview">
      <h3 id="campaign-preview">{FORM.preview}</h3>
      <Phones>
        <Notification $lines={4} $round={18}>
          <figcaption>{FORM.previewIos}</figcaption>
          <strong>{title}</strong>
          <p>{body}</p>
        </Notification>
        <Notification $lines={2} $round={8}>
          <figcaption>{FORM.previewAndroid}</figcaption>
          <strong>{title}</strong>
          <p>{body}</p>
        </Notification>
      </Phones>
    </Panel>
  );
}

function ScheduleFields({ isDisabled }: { isDisabled?: boolean }) {
  const timeZone = useTimeZone();
  const { values } = useFormState<CampaignValues>({ subscription: { values: true } });
  return (
    <Stack>
      <FormSwitch name="schedule" isDisabled={isDisabled}>
        {FORM.schedule}
      </FormSwitch>
      {values.schedule && (
        <Row>
          <FormDateField name="send_date" label={FORM.sendDate} isRequired isDisabled={isDisabled} />
          <FormTimeField name="send_time" label={FORM.sendTime} description={FORM.sendTimeHelp(timeZone)} isRequired isDisabled={isDisabled} />
        </Row>
      )}
    </Stack>
  );
}

function MessageFields({ isDisabled }: { isDisabled?: boolean }) {
  return (
    <>
      <FormTextField name="name" label={TEXT.fields.name} isRequired autoComplete="off" isDisabled={isDisabled} />
      <FormTextArea name="description" label={TEXT.fields.description} isRequired isDisabled={isDisabled} />
    </>
  );
}

function TestSendButton() {
  const { values } = useFormState<CampaignValues>({ subscription: { values: true } });
  const [test, { isLoading }] = useTestCampaignMutation();
  const name = values.name?.trim() ?? '';
  const description = values.description?.trim() ?? '';
  return (
    <Button
      variant="secondary"
      isDisabled={!name || !description}
      isPending={isLoading}
      onPress={async () => {
        const result = await test({ name, description }).unwrap();
        showToast({ title: FORM.testSent(result.devices), tone: result.devices ? 'success' : 'info' });
      }}
    >
      {TEXT.testSend}
    </Button>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

export function CreateCampaignForm({ onCreated }: { onCreated: (campaign: Campaign) => void }) {
  const [create] = useCreateCampaignMutation();
  const timeZone = useTimeZone();
  return (
    <Form<CampaignValues>
      schema={campaignSchema}
      initialValues={EMPTY}
      onSubmit={async (values) => onCreated(await create(payloadOf(values, timeZone)).unwrap())}
      aria-label={TEXT.createTitle}
    >
      <MessageFields />
      <PayloadMeter />
      <PhonePreviews />
      <AudienceFields />
      <ScheduleFields />
      <RecipientsCount />
      <Warning>{TEXT.warning}</Warning>
      <Actions>
        <FormSubmitButton>{TEXT.createButton}</FormSubmitButton>
        <TestSendButton />
      </Actions>
    </Form>
  );
}

/** A campaign as created, every field disabled: what was sent, to whom and when. */
export function CampaignReadOnly({ campaign, children }: { campaign: Campaign; children?: ReactNode }) {
  const timeZone = useTimeZone();
  const initialValues = useMemo<CampaignValues>(() => {
    // Sent at once: send_at is the creation (give or take the moments the server took).
    const scheduled = Date.parse(campaign.send_at) - Date.parse(campaign.created) > 60_000;
    return {
      name: campaign.name,
      description: campaign.description,
      audience: campaign.audience,
      schedule: scheduled,
      send_date: scheduled ? formatDate(campaign.send_at, timeZone) : undefined,
      send_time: scheduled ? formatTime(campaign.send_at, timeZone) : undefined,
    };
  }, [campaign, timeZone]);
  return (
    <Form<CampaignValues> initialValues={initialValues} onSubmit={() => undefined} aria-label={campaign.name} trackUnsavedChanges={false}>
      <MessageFields isDisabled />
      <AudienceFields isDisabled />
      <ScheduleFields isDisabled />
      {children}
    </Form>
  );
}
