export { spawnApi, untilReady, type ApiOptions, type ApiProcess } from './api-process';
export { count, ms, table, today } from './format';
export { freePort } from './free-port';
export { postJson, signIn } from './http-json';
export { cpuLine, loadAverage, machineLine } from './machine';
export {
  listeningAddress,
  startNodeProcess,
  startTsxProcess,
  type NodeProcess,
  type NodeProcessOptions,
} from './node-process';
export { median, percentile, type EvenMiddle } from './percentile';
export { writeReportSection, type SectionOptions } from './report-section';
export { until } from './until';
