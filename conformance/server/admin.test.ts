/** Admin and account groups on the server: one backend start for every group of the file. */
import { describeGroups } from '../harness';
import { serverBackend } from '../backends/server';
import { auth } from '../groups/auth';
import { passwordReset } from '../groups/passwordReset';
import { settings } from '../groups/settings';
import { signupGroup } from '../groups/signup';
import { ui } from '../groups/ui';
import { users } from '../groups/users';

// auth goes last: its final test strips the owner's grants.
describeGroups(serverBackend(), { 'settings and languages': settings, users, 'sign-up': signupGroup, ui, 'forgot password and resend invite': passwordReset, 'auth and permissions': auth });
