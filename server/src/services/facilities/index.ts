/**
 * The facilities group's services (facilities, activities, menus, categories, items):
 * lookup (company-scoped finds and reference checks), serialize (API shapes), delete
 * (cascades). Every statement goes through the tenancy seam (db/tenant.ts).
 */
export * from './lookup';
export * from './serialize';
export * from './delete';
