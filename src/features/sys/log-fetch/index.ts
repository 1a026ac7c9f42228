export { LogFetch, type LogFetchProps } from './log-fetch.tsx';
