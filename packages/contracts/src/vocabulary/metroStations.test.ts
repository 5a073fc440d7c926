import { describe, it, expect } from 'vitest';
import { METRO_LINES, METRO_STATIONS } from './metroStations.js';

describe('METRO_STATIONS', () => {
  it('holds the whole network, each station once', () => {
    expect(METRO_STATIONS.length).toBeGreaterThanOrEqual(250);
    const values = METRO_STATIONS.map((station) => station.value);
    expect(new Set(values).size).toBe(values.length);
    const labels = METRO_STATIONS.map((station) => station.label.toLowerCase());
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('gives every station a readable label, a URL-safe value and a known line', () => {
    for (const station of METRO_STATIONS) {
      expect(station.label.trim()).not.toBe('');
      expect(station.value).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(METRO_LINES).toContain(station.line);
    }
  });

  it('has stations on every line, the МЦК included', () => {
    const lines = new Set(METRO_STATIONS.map((station) => station.line));
    expect([...lines].sort()).toEqual([...METRO_LINES].sort());
    expect(METRO_STATIONS.find((station) => station.label === 'Лужники')?.line).toBe('МЦК');
    expect(METRO_STATIONS.find((station) => station.label === 'Охотный Ряд')?.value).toBe('okhotnyy-ryad');
  });
});
