import { afterEach } from 'vitest';
import { recentSubmissions } from '../forms/recent-submissions';

// Every test starts as a fresh tab: no money request was sent "a few minutes ago".
afterEach(() => recentSubmissions.forget());
