/** Admin and account groups on the mocks: one backend start for every group of the file. */
import { describeGroups } from '../harness';
import { mocksBackend } from '../backends/mocks';
import { auth } from '../groups/auth';
import { passwordReset } from '../groups/passwordReset';
import { settings } from '../groups/settings';
import { signupGroup } from '../groups/signup';
import { ui } from '../groups/ui';
import { users } from '../groups/users';

// auth goes last: its final test strips the owner's grants.
describeGroups(mocksBackend(), { 'settings and languages': settings, users, 'sign-up': signupGroup, ui, 'forgot password and resend invite': passwordReset, 'auth and permissions': auth });
