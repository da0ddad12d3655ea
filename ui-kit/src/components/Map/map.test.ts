import { describe, expect, it } from 'vitest';
import * as mapEntry from './index';
import { MAP_TEXT, formatLatLng, roundCoordinate, toLatLng } from './mapText';

describe('typed coordinates (toLatLng)', () => {
  it('reads numbers and the text being typed', () => {
    expect(toLatLng({ lat: 4.1752, lng: 73.5089 })).toEqual([4.1752, 73.5089]);
    expect(toLatLng({ lat: ' 4.1752 ', lng: '-73.5' })).toEqual([4.1752, -73.5]);
    expect(toLatLng({ lat: '4.', lng: '73' })).toEqual([4, 73]);
  });

  it('gives no place while a field is empty, not a number or out of range', () => {
    expect(toLatLng({ lat: null, lng: 73.5 })).toBeNull();
    expect(toLatLng({ lat: '', lng: '73.5' })).toBeNull();
    expect(toLatLng({ lat: '-', lng: '73.5' })).toBeNull();
    expect(toLatLng({ lat: '4,17', lng: '73.5' })).toBeNull();
    expect(toLatLng({ lat: 90.0001, lng: 0 })).toBeNull();
    expect(toLatLng({ lat: 0, lng: -180.5 })).toBeNull();
    expect(toLatLng({ lat: Number.NaN, lng: 0 })).toBeNull();
    expect(toLatLng({ lat: -90, lng: 180 })).toEqual([-90, 180]);
  });
});

describe('coordinate text', () => {
  it('announces 4 decimals and reports 6', () => {
    expect(formatLatLng([4.17521, 73.5])).toBe('4.1752, 73.5000');
    expect(MAP_TEXT.moved('Top-left corner', [4.1752, 73.5089])).toBe('Top-left corner moved to 4.1752, 73.5089');
    expect(roundCoordinate(73.50892145767212)).toBe(73.508921);
    expect(roundCoordinate(-4.1747719853)).toBe(-4.174772);
  });
});

// The entry's public surface changes only on purpose: update this list in the same commit.
it("exports the map pieces from '@atoll/ui-kit/Map' by name", () => {
  expect(Object.keys(mapEntry).sort()).toEqual(
    [
      'CoordinateFields',
      'ImageOverlay',
      'MAP_MAX_ZOOM',
      'MAP_MIN_ZOOM',
      'MAP_TEXT',
      'MapView',
      'MarkerList',
      'MovableMarker',
      'Pin',
      'PinPicker',
      'Trail',
      'formatLatLng',
      'roundCoordinate',
      'toLatLng',
    ].sort(),
  );
});
