import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../sdk/testing/testI18n.js';
import { problemText } from './SettingsFields.js';

describe('problemText', () => {
  it("turns the SDK's developer text into a sentence for each kind of field", async () => {
    const i18n = await createTestI18n('en');
    const t = i18n.getFixedT('en', 'connection');
    const problem = { field: 'x', message: 'expected something' };
    expect(problemText(t, 'communicationMode', problem)).toBe('Choose one of the communication modes');
    expect(problemText(t, 'wsPingInterval', problem)).toBe('Enter a whole number of milliseconds from 1000 to 3600000');
    expect(problemText(t, 'apiKey', problem)).toBe('At most 512 characters');
    expect(problemText(t, 'enableLogs', problem)).toBe('The value must be on or off');
    expect(problemText(t, '', problem)).toBe('The settings were not recognised');
  });
});
