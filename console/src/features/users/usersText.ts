/** The Add User drawer's title, also the list's Add button: apart from the drawer so the list does not load it. */
export const ADD_USER_TITLE = 'Add User';
