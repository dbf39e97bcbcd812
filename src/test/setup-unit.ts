import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateLanguage } from '@/lib/i18n';

// Unit tests read the dashboard in English, the spec's words.
await activateLanguage('en');

afterEach(() => cleanup());
