import type HighchartsNamespace from 'highcharts';
import type { HighchartsReact as HighchartsReactComponent } from 'highcharts-react-official';

export interface ChartLibrary {
  Highcharts: typeof HighchartsNamespace;
  HighchartsReact: typeof HighchartsReactComponent;
}

let loading: Promise<ChartLibrary> | undefined;

/**
 * Highcharts Stock (about 150 KB gzipped) is fetched only when a chart first mounts, so the
 * stock screen's header and price never wait for it and no other route ever loads it.
 */
export function loadChartLibrary(): Promise<ChartLibrary> {
  loading ??= Promise.all([
    import('highcharts/highstock'),
    import('highcharts-react-official'),
  ]).then(([stock, react]) => ({
    // The UMD build arrives as the namespace itself or as a default export, by bundler.
    Highcharts: ('default' in stock ? stock.default : stock) as typeof HighchartsNamespace,
    // The named export: the default one is the module object under Vite's CJS interop.
    HighchartsReact: react.HighchartsReact,
  }));
  return loading;
}
