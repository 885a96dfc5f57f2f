import type HighchartsNamespace from 'highcharts';
import type { HighchartsReact as HighchartsReactComponent } from 'highcharts-react-official';

export interface ChartLibrary {
  Highcharts: typeof HighchartsNamespace;
  HighchartsReact: typeof HighchartsReactComponent;
}

let loading: Promise<ChartLibrary> | undefined;

/**
 * Highcharts Stock (about 150 KB gzipped) is fetched only when a chart first mounts, so the
 * stock screen's header and the holdings list never wait for it, and routes without a chart
 * never load it. Shared: the stock chart and the holdings value chart use the one copy.
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
