/**
 * bookings/types (spec section 7 Request types) over the in-memory store: storage and wiring only.
 * The rules — fixed fields once created (checkFixedTypeFields), the texts (typeTimeText,
 * recurringText, typePaxText), slot generation (wantedSlots + planSlots through ../requests) and the
 * facility scope — are the domain's (`@atoll/contract/domain`). Writes and the selectors need
 * manage-hotel-content (types are configured in the Facilities drawers); GET /bookings/types,
 * GET /bookings/types/{id} and the menu selector are also open to either request permission within
 * its facility scope.
 */
import {
  bookingTypeCreateSchema,
  bookingTypeUpdateSchema,
  can,
  PERMISSION,
  REQUEST_KINDS,
  REQUESTS_TEXT,
  translationText,
  type AttachedOption,
  type AttachedType,
  type BookingType,
  type MenuSelectorCategory,
  type Translatable,
  type TypeSlot,
} from '@atoll/contract';
import {
  bySortOrder,
  checkFixedTypeFields,
  cleanTranslatable,
  recurringText,
  requireReference,
  ruleField,
  ruleNotFound,
  typePaxText,
  typeTimeText,
  type FacilityScope,
} from '@atoll/contract/domain';
import { findOfCompany, nowIso } from '../../content';
import { ok, readJson, validate } from '../../http';
import { attachedOf, bookingTypesOf, callerScope, ensureSlots, findType, typeText, type StoredBookingType } from '../../bookingStore';
import { del, get, guarded, HOTEL_CONTENT, patch, post } from '../../routes';
import type { Caller } from '../../session';
import { mockDb, nextId } from '../../store';

/** Hotel-content editors see every type of the company; request staff those of their facilities. */
const readScope = (caller: Caller): FacilityScope => (can(caller.user.permissions, PERMISSION.manageHotelContent) ? 'all' : callerScope(caller, 'read'));

export function bookingTypeView(row: StoredBookingType): BookingType {
  const attached = attachedOf(row);
  return {
    id: row.id,
    type: row.type,
    attached_type: row.attached_type,
    attached_id: row.attached_id,
    attached_text: attached?.name ?? '',
    facility_id: row.facility_id,
    facility_text: attached?.facility_text ?? '',
    type_text: typeText(row.type),
    recurring_type: row.recurring_type,
    recurring_text: recurringText(row.recurring_type),
    time_text: typeTimeText(row.recurring_type, row.type_slots),
    type_slots: structuredClone(row.type_slots),
    pax_required: row.pax_required,
    pax_max: row.pax_max,
    pax_text: typePaxText(row.pax_required, row.pax_max),
    allow_remarks: row.allow_remarks,
    menu_multiple: row.menu_multiple,
    booking_emails: [...row.booking_emails],
    allow_bookings_from_app: row.allow_bookings_from_app,
    slot_booking_close_minutes: row.slot_booking_close_minutes,
    cancellation_policy: structuredClone(row.cancellation_policy),
    updated: row.updated,
  };
}

/** The activities, or the menus of type 'menu', a type may be attached to. */
function attachables(companyId: number, attachedType: AttachedType): { id: number; company_id: number; facility_id: number; name: Translatable; sort_order: number }[] {
  return attachedType === 'Activity'
    ? mockDb.content.activities.filter((a) => a.company_id === companyId)
    : mockDb.content.menus.filter((m) => m.company_id === companyId && m.type === 'menu');
}

const attachedTypeOf = (value: unknown): AttachedType => {
  if (value === 'Activity' || value === 'Menu') return value;
  throw ruleNotFound();
};

/** Timing sets as stored: a set keeps its id when the body repeats one of the type's, else gets a new one. */
function storedSets(sets: readonly { id?: number; recurring_day: number[]; start_time: string; end_time: string }[], previous: readonly TypeSlot[] = []): TypeSlot[] {
  const known = new Set(previous.map((s) => s.id));
  return sets.map((s) => ({
    id: s.id !== undefined && known.has(s.id) ? s.id : nextId(),
    recurring_day: [...new Set(s.recurring_day)].sort((a, b) => a - b),
    start_time: s.start_time.trim(),
    end_time: s.end_time.trim(),
  }));
}

export const bookingTypeHandlers = [
  // Fixed paths before `:id`.
  ...guarded(HOTEL_CONTENT, [
    get('bookings/types/selectors/type', () => ok(REQUEST_KINDS.map((k) => ({ ...k })))),
    get('bookings/types/selectors/attached/:attachedType', ({ params, companyId }) => {
      const attachedType = attachedTypeOf(params.attachedType);
      const types = bookingTypesOf(companyId);
      const options: AttachedOption[] = attachables(companyId, attachedType)
        .sort(bySortOrder)
        .map((row) => {
          const facility = mockDb.content.facilities.find((f) => f.id === row.facility_id);
          return {
            id: row.id,
            name: translationText(row.name),
            facility_text: facility ? translationText(facility.name) : '',
            booking_type_id: types.find((t) => t.attached_type === attachedType && t.attached_id === row.id)?.id ?? null,
          };
        });
      return ok(options);
    }),
  ]),
  ...guarded({ permission: [PERMISSION.manageHotelContent, PERMISSION.manageFacilityRequests, PERMISSION.readFacilityRequests] }, [
    // Every type of the caller's scope, by attached name (the Add Booking picker; not paged).
    get('bookings/types', ({ caller, companyId }) => {
      const scope = readScope(caller);
      const rows = bookingTypesOf(companyId)
        .filter((t) => scope === 'all' || scope.includes(t.facility_id))
        .map(bookingTypeView)
        .sort((a, b) => a.attached_text.localeCompare(b.attached_text) || a.id - b.id);
      return ok(rows);
    }),
    get('bookings/types/:id', ({ caller, companyId, id }) => ok(bookingTypeView(findType(companyId, id(), readScope(caller))))),
    // The menu's categories with their items (section 3), for a menu type's booking form.
    get('bookings/types/:id/menu-selector', ({ caller, companyId, id }) => {
      const type = findType(companyId, id(), readScope(caller));
      if (type.attached_type !== 'Menu') return ok([] as MenuSelectorCategory[]);
      const categories = mockDb.content.categories.filter((c) => c.menu_id === type.attached_id && c.company_id === companyId).sort(bySortOrder);
      const selector: MenuSelectorCategory[] = categories.map((c) => ({
        id: c.id,
        name: structuredClone(c.name),
        items: mockDb.content.items
          .filter((i) => i.menu_category_id === c.id && i.company_id === companyId)
          .sort(bySortOrder)
          .map((i) => ({ id: i.id, name: structuredClone(i.name), price_text: structuredClone(i.price_text) })),
      }));
      return ok(selector.filter((c) => c.items.length > 0));
    }),
  ]),
  ...guarded(HOTEL_CONTENT, [
    post('bookings/types', async ({ request, companyId }) => {
      const body = await validate(bookingTypeCreateSchema, await readJson(request));
      const attachedType = body.attached_type as AttachedType;
      const attached = requireReference(findOfCompany(attachables(companyId, attachedType), companyId, body.attached_id), 'attached_id');
      if (bookingTypesOf(companyId).some((t) => t.attached_type === attachedType && t.attached_id === attached.id)) {
        throw ruleField('attached_id', REQUESTS_TEXT.typeExists);
      }
      const row: StoredBookingType = {
        id: nextId(),
        company_id: companyId,
        facility_id: attached.facility_id,
        type: body.type,
        attached_type: attachedType,
        attached_id: attached.id,
        recurring_type: body.recurring_type as StoredBookingType['recurring_type'],
        type_slots: body.recurring_type === 'weekly' ? storedSets(body.type_slots) : [],
        pax_required: body.pax_required,
        pax_max: body.pax_required ? (body.pax_max ?? 0) : 0,
        allow_remarks: body.allow_remarks,
        menu_multiple: attachedType === 'Menu' ? body.menu_multiple : false,
        booking_emails: body.booking_emails.map((e) => e.trim()),
        allow_bookings_from_app: body.allow_bookings_from_app,
        slot_booking_close_minutes: body.slot_booking_close_minutes,
        cancellation_policy: cleanTranslatable(body.cancellation_policy),
        generated_until: null,
        updated: nowIso(),
      };
      mockDb.requests.bookingTypes.push(row);
      ensureSlots(row, new Date(), true);
      return ok(bookingTypeView(row), 201);
    }),
    patch('bookings/types/:id', async ({ request, companyId, id }) => {
      const row = findType(companyId, id());
      const raw = await readJson(request);
      checkFixedTypeFields(row, raw as { recurring_type?: string; pax_required?: boolean });
      // A PATCH changes what it sends; the fixed fields stay the stored ones (so the weekly rules apply).
      const current = bookingTypeView(row);
      const body = await validate(bookingTypeUpdateSchema, { ...current, ...raw, recurring_type: row.recurring_type, pax_required: row.pax_required });
      Object.assign(row, {
        type_slots: row.recurring_type === 'weekly' ? storedSets(body.type_slots, row.type_slots) : [],
        pax_max: row.pax_required ? (body.pax_max ?? 0) : 0,
        allow_remarks: body.allow_remarks,
        menu_multiple: row.attached_type === 'Menu' ? body.menu_multiple : false,
        booking_emails: body.booking_emails.map((e) => e.trim()),
        allow_bookings_from_app: body.allow_bookings_from_app,
        slot_booking_close_minutes: body.slot_booking_close_minutes,
        cancellation_policy: cleanTranslatable(body.cancellation_policy),
        updated: nowIso(),
      });
      ensureSlots(row, new Date(), true);
      return ok(bookingTypeView(row));
    }),
    // Cascades to the type's slots, their bookings and the bookings' logs.
    del('bookings/types/:id', ({ companyId, id }) => {
      const row = findType(companyId, id());
      const db = mockDb.requests;
      const gone = new Set(db.bookings.filter((b) => b.booking_type_id === row.id).map((b) => b.id));
      db.bookingLogs = db.bookingLogs.filter((l) => !gone.has(l.booking_id));
      db.bookings = db.bookings.filter((b) => !gone.has(b.id));
      db.slots = db.slots.filter((s) => s.booking_type_id !== row.id);
      db.bookingTypes = db.bookingTypes.filter((t) => t.id !== row.id);
      return ok(null);
    }),
  ]),
];
