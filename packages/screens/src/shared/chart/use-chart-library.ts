import { useEffect, useState } from 'react';
import { loadChartLibrary, type ChartLibrary } from './chart-library';

/** The chart library once loaded (null before); the load starts after the first paint. */
export function useChartLibrary(): ChartLibrary | null {
  const [library, setLibrary] = useState<ChartLibrary | null>(null);
  useEffect(() => {
    let mounted = true;
    void loadChartLibrary().then((loaded) => mounted && setLibrary(loaded));
    return () => {
      mounted = false;
    };
  }, []);
  return library;
}
