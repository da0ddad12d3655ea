/**
 * bookings/types (spec section 7 Request types) over the in-memory store: storage and wiring only.
 * The rules — fixed fields once created (checkFixedTypeFields), what a create or edit stores
 * (bookingTypeFields), the lists' order (compareBookingTypes, compareAttachedOptions), the view and
 * its texts (bookingTypeView), the menu selector and the facility scope — are the domain's
 * (`@atoll/contract/domain`), as on the server. Writes and the selectors need manage-hotel-content
 * (types are configured in the Facilities drawers); GET /bookings/types, GET /bookings/types/{id} and
 * the menu selector are also open to either request permission within its facility scope.
 */
import { bookingTypeCreateSchema, bookingTypeUpdateSchema, PERMISSION, REQUEST_KINDS, REQUESTS_TEXT, translationText, type AttachedType, type BookingType, type Translatable, type TypeSlot } from '@atoll/contract';
import {
  bookingTypeFields,
  bookingTypeView,
  compareAttachedOptions,
  compareBookingTypes,
  menuSelector,
  requireReference,
  ruleField,
  ruleNotFound,
  typePatchInput,
  typeScope,
  type TypeSlotInput,
} from '@atoll/contract/domain';
import { findOfCompany, nowIso } from '../../content';
import { ok, readJson, validate } from '../../http';
import { attachedOf, bookingTypesOf, ensureSlots, findType, type StoredBookingType } from '../../bookingStore';
import { del, get, guarded, HOTEL_CONTENT, patch, post } from '../../routes';
import type { Caller } from '../../session';
import { mockDb, nextId } from '../../store';

/** Hotel-content editors see every type of the company; request staff those of their facilities (the domain's typeScope). */
const readScope = (caller: Caller) => typeScope(caller.user.permissions);

/** A stored type with the names of what it is attached to, as the domain's view reads it. */
export const typeView = (row: StoredBookingType): BookingType =>
  bookingTypeView({ ...row, attached_text: attachedOf(row)?.name ?? '', facility_text: attachedOf(row)?.facility_text ?? '' });

/** The activities, or the menus of type 'menu', a type may be attached to. */
function attachables(companyId: number, attachedType: AttachedType): { id: number; company_id: number; facility_id: number; name: Translatable }[] {
  return attachedType === 'Activity'
    ? mockDb.content.activities.filter((a) => a.company_id === companyId)
    : mockDb.content.menus.filter((m) => m.company_id === companyId && m.type === 'menu');
}

const attachedTypeOf = (value: unknown): AttachedType => {
  if (value === 'Activity' || value === 'Menu') return value;
  throw ruleNotFound();
};

/** Storage ids of timing sets: a set repeating one of the type's ids keeps it (once), the others get new ones. */
function storedSets(sets: readonly TypeSlotInput[], previous: readonly TypeSlot[] = []): TypeSlot[] {
  const known = new Set(previous.map((s) => s.id));
  const seen = new Set<number>();
  return sets.map(({ id, ...set }) => {
    const keep = id !== undefined && known.has(id) && !seen.has(id);
    if (keep) seen.add(id);
    return { ...set, recurring_day: [...set.recurring_day], id: keep ? id : nextId() };
  });
}

export const bookingTypeHandlers = [
  // Fixed paths before `:id`.
  ...guarded(HOTEL_CONTENT, [
    get('bookings/types/selectors/type', () => ok(REQUEST_KINDS.map((k) => ({ ...k })))),
    get('bookings/types/selectors/attached/:attachedType', ({ params, companyId }) => {
      const attachedType = attachedTypeOf(params.attachedType);
      const types = bookingTypesOf(companyId);
      const options = attachables(companyId, attachedType).map((row) => {
        const facility = mockDb.content.facilities.find((f) => f.id === row.facility_id);
        const typeId = types.find((t) => t.attached_type === attachedType && t.attached_id === row.id)?.id ?? null;
        return { id: row.id, name: translationText(row.name), facility_text: facility ? translationText(facility.name) : '', booking_type_id: typeId };
      });
      return ok(options.sort(compareAttachedOptions));
    }),
  ]),
  ...guarded({ permission: [PERMISSION.manageHotelContent, PERMISSION.manageFacilityRequests, PERMISSION.readFacilityRequests] }, [
    // Every type of the caller's scope, by facility then attached name (the Add Booking picker; not paged).
    get('bookings/types', ({ caller, companyId }) => {
      const scope = readScope(caller);
      return ok(bookingTypesOf(companyId).filter((t) => scope === 'all' || scope.includes(t.facility_id)).map(typeView).sort(compareBookingTypes));
    }),
    get('bookings/types/:id', ({ caller, companyId, id }) => ok(typeView(findType(companyId, id(), readScope(caller))))),
    // The menu's categories with their items (section 3), for a menu type's booking form.
    get('bookings/types/:id/menu-selector', ({ caller, companyId, id }) => {
      const type = findType(companyId, id(), readScope(caller));
      if (type.attached_type !== 'Menu') return ok([]);
      const own = <T extends { company_id: number; menu_id: number }>(rows: T[]) => rows.filter((r) => r.menu_id === type.attached_id && r.company_id === companyId);
      const items = own(mockDb.content.items).map((i) => ({ ...i, category_id: i.menu_category_id }));
      return ok(menuSelector(own(mockDb.content.categories), items));
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
      const recurring = body.recurring_type as StoredBookingType['recurring_type'];
      const fields = bookingTypeFields(body, { attached_type: attachedType, recurring_type: recurring, pax_required: body.pax_required });
      const at = { type: body.type, attached_type: attachedType, attached_id: attached.id, facility_id: attached.facility_id };
      const row: StoredBookingType = {
        id: nextId(),
        company_id: companyId,
        ...at,
        recurring_type: recurring,
        pax_required: body.pax_required,
        ...fields,
        type_slots: storedSets(fields.type_slots),
        generated_until: null,
        updated: nowIso(),
      };
      mockDb.requests.bookingTypes.push(row);
      ensureSlots(row, new Date(), true);
      return ok(typeView(row), 201);
    }),
    patch('bookings/types/:id', async ({ request, companyId, id }) => {
      const row = findType(companyId, id());
      // A PATCH changes what it sends (the domain's typePatchInput: fixed fields checked, then kept).
      const body = await validate(bookingTypeUpdateSchema, typePatchInput(typeView(row), await readJson(request)));
      const fields = bookingTypeFields(body, row);
      Object.assign(row, { ...fields, type_slots: storedSets(fields.type_slots, row.type_slots), updated: nowIso() });
      ensureSlots(row, new Date(), true);
      return ok(typeView(row));
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
