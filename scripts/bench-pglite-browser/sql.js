/** The facilities-list query: the list screen's rows with parent names and counts (browser and node). */
export const FACILITIES_LIST_SQL = `
  SELECT f.id, f.name, f.sort_order, f.active, f.show_app_home, p.name AS parent_name,
         (SELECT count(*) FROM menus m WHERE m.facility_id = f.id)::int AS menus_count,
         (SELECT count(*) FROM activities a WHERE a.facility_id = f.id)::int AS activities_count
  FROM facilities f LEFT JOIN facilities p ON p.id = f.parent_id
  WHERE f.company_id = $1 ORDER BY f.sort_order, f.id`;
